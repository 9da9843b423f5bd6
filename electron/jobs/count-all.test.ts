import { randomUUID } from 'node:crypto';
import { readStatus } from '../../common/records/vocabulary/status-words';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivityCounts, CountAllOutcome } from '../../common/ipc/activity-data';
import type { JobProgress } from '../../common/ipc/contract';
import { operations } from '../../common/ipc/contract';
import type { OperationInput, SearchPage } from '../../common/ipc/contract';
import { matchingMessages } from '../../demo-api/messages';
import type { DemoApi, DemoApiConfigInput } from '../../demo-api/server';
import { startDemoApi } from '../../demo-api/server';
import type { ApiClient, SearchRequest } from '../api-client/client';
import { readLeanPage } from '../api-client/lean-page';
import { createRequestRegistry } from '../api-client/requests';
import { recordingClient } from '../test/api-demo';
import type { LocationTarget } from './export-jobs';
import { testCountJobs } from '../test/job-fixtures';
import type { TestJobDeps } from '../test/job-fixtures';
import { DEMO_FIELDS } from '../test/demo-fields';

const LOCATION = 'loc-count';
let api: DemoApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

interface Run {
  outcome: CountAllOutcome;
  events: JobProgress[];
  api: DemoApi;
}

async function count(
  demo: DemoApiConfigInput = {},
  options: {
    messages?: number;
    input?: Partial<OperationInput<'countAll'>>;
    deps?: Partial<TestJobDeps>;
    onProgress?: (p: JobProgress, cancel: () => void, api: DemoApi) => void;
    /** The demo's clock, which its page tokens expire by. */
    now?: () => number;
  } = {},
): Promise<Run> {
  const token = `test-${randomUUID()}`;
  api = await startDemoApi(
    {
      locations: { [LOCATION]: { name: 'Count Street', messages: options.messages ?? 800 } },
      tokens: { [token]: [LOCATION] },
      sparsePages: 0.2,
      ...demo,
    },
    { now: options.now },
  );
  const started = api;
  const { client } = recordingClient();
  const events: JobProgress[] = [];
  const input = operations.countAll.input.parse({
    fields: DEMO_FIELDS,
    connectionId: 'c1',
    locationId: LOCATION,
    body: {},
    pageSize: 50,
    countId: 'k1',
    ...options.input,
  });
  const counter = testCountJobs({
    client,
    requests: createRequestRegistry(),
    progressIntervalMs: 0,
    emitProgress: (progress) => {
      events.push(progress);
      options.onProgress?.(progress, () => counter.cancel('k1'), started);
    },
    ...options.deps,
  });
  const source: LocationTarget = { baseUrl: started.baseUrl, token, timeoutMs: 10_000, connectionId: 'c1', connectionLabel: 'Count test' };
  return { outcome: await counter.countAll(input, source), events, api: started };
}

/** Ground truth from the demo's own data: messages per minute and status. */
function truthByMinute(demoApi: DemoApi, filters = {}): Map<string, number> {
  const truth = new Map<string, number>();
  for (const message of matchingMessages(demoApi.config, LOCATION, filters)) {
    const key = `${Math.floor(Date.parse(message.created_at) / 60_000) * 60_000}|${readStatus(message.status)?.text}`;
    truth.set(key, (truth.get(key) ?? 0) + 1);
  }
  return truth;
}

function countedByMinute(counts: ActivityCounts): Map<string, number> {
  const counted = new Map<string, number>();
  const { series, units } = counts.stacks.status;
  for (const [start, ...perSeries] of units) {
    perSeries.forEach((n, index) => {
      if (n > 0) counted.set(`${start}|${series[index]}`, n);
    });
  }
  return counted;
}

function complete(outcome: CountAllOutcome): ActivityCounts {
  if (outcome.status !== 'complete') throw new Error(`expected complete, got ${JSON.stringify(outcome)}`);
  return outcome.counts;
}

describe('countAll', { timeout: 30_000 }, () => {
  it('counts every message of the search once, per minute and status, as the demo holds them', async () => {
    const { outcome, events, api: demoApi } = await count();
    const counts = complete(outcome);
    expect(counts).toMatchObject({ timeField: 'created_at', rows: 800, untimed: 0, unitMs: 60_000 });
    expect(countedByMinute(counts)).toEqual(truthByMinute(demoApi));
    expect(events.at(-1)).toMatchObject({ jobId: 'k1', rows: 800 });
  });

  it('counts the same when the server sends the oldest first', async () => {
    const { outcome, api: demoApi } = await count({ order: 'oldest-first' });
    expect(countedByMinute(complete(outcome))).toEqual(truthByMinute(demoApi));
  });

  it('counts only what the filters match', async () => {
    const { outcome, api: demoApi } = await count({}, { input: { body: { status: 'FAILED' } } });
    const counts = complete(outcome);
    expect(counts.stacks.status.series).toEqual(['Failed']);
    expect(countedByMinute(counts)).toEqual(truthByMinute(demoApi, { status: 'FAILED' }));
  });

  it('waits out 429s and still counts each message once', async () => {
    const { outcome, api: demoApi } = await count({ faults: { rate: 0.3, kinds: ['429'], retryAfterSeconds: 1 } });
    expect(countedByMinute(complete(outcome))).toEqual(truthByMinute(demoApi));
  });

  it('starts over after an expired page token without counting anything twice', async () => {
    // The demo's clock jumps past the tokens' lifetime once, after the third page: the token in
    // hand expires, and every one after the restart is fresh. A slow answer and a 0.4 s lifetime
    // did it by real time, so a loaded machine expired tokens again after the restart (1 run in 10).
    let skew = 0;
    const { outcome, api: demoApi } = await count(
      { pageTokenTtlSeconds: 60 },
      {
        now: () => Date.now() + skew,
        onProgress: (progress) => {
          if (skew === 0 && progress.pages >= 3) skew = 61_000;
        },
      },
    );
    if (outcome.status !== 'complete') throw new Error(JSON.stringify(outcome));
    expect(outcome.restarts).toBe(1);
    expect(countedByMinute(outcome.counts)).toEqual(truthByMinute(demoApi));
  });

  it('fails with the 401 of a location the token may not access', async () => {
    const { outcome } = await count({ tokens: { 'other-token': [LOCATION] } });
    expect(outcome).toMatchObject({ status: 'failed', pages: 0, error: { kind: 'unauthorized' } });
  });

  it('keeps nothing when cancelled part-way', async () => {
    const { outcome } = await count({}, { onProgress: (progress, cancel) => progress.pages >= 2 && cancel() });
    expect(outcome.status).toBe('cancelled');
    expect(outcome).not.toHaveProperty('counts');
  });

  it('stops a server that repeats a page token, keeping what it counted as a failure', async () => {
    const looping: ApiClient = {
      searchMessages: async () => page([{ id: 'a', created_at: '2025-01-01T00:00:00Z', status: 'SENT' }], 'same-token'),
    };
    const outcome = await countWith(looping);
    expect(outcome).toMatchObject({ status: 'failed', error: { walkStop: 'server_loop' } });
  });

  it('scrubs the token from series labels the server sends', async () => {
    const echoing: ApiClient = {
      searchMessages: async () => page([{ id: 'a', created_at: '2025-01-01T00:00:00Z', status: `bad ${SECRET}`, direction: SECRET }], null),
    };
    const counts = complete(await countWith(echoing));
    expect(JSON.stringify(counts)).not.toContain(SECRET.slice(0, 12));
    expect(counts.stacks.status.series).toEqual(['Bad [redacted]']);
  });

  it('reads its pages lean: it keeps nothing of them but what the counter scrubs', async () => {
    const seen: SearchRequest[] = [];
    const recording: ApiClient = {
      searchMessages: async (request) => {
        seen.push(request);
        return page([{ id: 'a', created_at: '2025-01-01T00:00:00Z' }], null);
      },
    };
    complete(await countWith(recording));
    expect(seen.map((request) => request.readPage)).toEqual([readLeanPage]);
  });

  it('counts messages without a readable time apart', async () => {
    const mixed: ApiClient = {
      searchMessages: async () =>
        page([{ id: 'a', created_at: '2025-01-01T00:00:00Z' }, { id: 'b', created_at: 'yesterday' }, { id: 'c' }], null),
    };
    expect(complete(await countWith(mixed))).toMatchObject({ rows: 3, untimed: 2 });
  });
});

const SECRET = 'sk_live_0123456789abcdefghij';

function page(items: Record<string, unknown>[], nextPageToken: string | null): SearchPage {
  return { items, nextPageToken, previousPageToken: null, listMember: 'smsMessages', receivedAt: new Date().toISOString(), attempts: 1 };
}

function countWith(client: ApiClient): Promise<CountAllOutcome> {
  const counter = testCountJobs({ client, requests: createRequestRegistry(), emitProgress: () => {} });
  const input = operations.countAll.input.parse({
    fields: DEMO_FIELDS,
    connectionId: 'c1',
    locationId: LOCATION,
    body: {},
    pageSize: 50,
    countId: 'k2',
  });
  return counter.countAll(input, {
    baseUrl: 'http://127.0.0.1:9',
    token: SECRET,
    timeoutMs: 1000,
    connectionId: 'c1',
    connectionLabel: 'Fake',
  });
}
