import { randomBytes } from 'node:crypto';
import { inTitleCase } from '../../common/records/vocabulary/title-case';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivityCounts, CountAllOutcome } from '../../common/ipc/activity-data';
import type { JobProgress } from '../../common/ipc/contract';
import { operations } from '../../common/ipc/contract';
import { ECHO_FORMS, echoMarker, writeEchoes } from '../../demo-api/echo';
import type { EchoForm } from '../../demo-api/echo';
import { matchingMessages } from '../../demo-api/messages';
import type { DemoApi } from '../../demo-api/server';
import { startDemoApi } from '../../demo-api/server';
import { createRequestRegistry } from '../api-client/requests';
import type { Reply, ScriptedServer } from '../test/api-servers';
import { sendText, startScriptedServer } from '../test/api-servers';
import { recordingClient } from '../test/api-demo';
import { tokenTraces } from '../test/token-traces';
import { testCountJobs } from '../test/job-fixtures';
import { DEMO_FIELDS } from '../test/demo-fields';
import type { RoleFields } from '../../common/records/vocabulary/role-fields';

// Count all reads its pages lean (lean-page.ts: records as parsed, not scrubbed string by
// string), so these check that what leaves main of them carries no trace of the token: the
// outcome (counts, series labels, the time field's name, errors) and every progress event.

const LOCATION = 'loc-secrets';
const T = '2025-01-01T10:00:00Z';

// Long like a real token, with '/' and '+' so the escaped and URL forms differ from the plain one.
const token = `test/${randomBytes(45).toString('base64')}`;
let demo: DemoApi | undefined;
let scripted: ScriptedServer | undefined;
afterEach(async () => {
  await demo?.close();
  await scripted?.close();
  demo = undefined;
  scripted = undefined;
});

interface Run {
  outcome: CountAllOutcome;
  events: JobProgress[];
}

async function countAt(
  baseUrl: string,
  options: { maxRestarts?: number; onProgress?: (progress: JobProgress) => void; fields?: RoleFields } = {},
): Promise<Run> {
  const events: JobProgress[] = [];
  const counter = testCountJobs({
    client: recordingClient().client,
    requests: createRequestRegistry(),
    progressIntervalMs: 0,
    emitProgress: (progress) => {
      events.push(progress);
      options.onProgress?.(progress);
    },
    ...(options.maxRestarts !== undefined && { maxRestarts: options.maxRestarts }),
  });
  const input = operations.countAll.input.parse({
    fields: options.fields ?? DEMO_FIELDS,
    connectionId: 'c1',
    locationId: LOCATION,
    body: {},
    pageSize: 50,
    countId: 'k1',
  });
  const outcome = await counter.countAll(input, { baseUrl, token, timeoutMs: 10_000, connectionId: 'c1', connectionLabel: 'Secrets' });
  return { outcome, events };
}

/** Every trace of the token (any 12-character run, any form) in what left main. */
const traces = (run: Run) => tokenTraces(JSON.stringify(run), token);

function complete(outcome: CountAllOutcome): ActivityCounts {
  if (outcome.status !== 'complete') throw new Error(`expected complete, got ${JSON.stringify(outcome).slice(0, 400)}`);
  return outcome.counts;
}

/** A server with fixed pages: the first without a page token, then each by the token the previous one named. */
async function serve(
  pages: Record<string, unknown>[][],
  extra: (request: { body: string }, response: Parameters<Reply>[1]) => boolean = () => false,
): Promise<string> {
  scripted = await startScriptedServer((request, response) => {
    if (extra(request, response)) return;
    const { page_token: pageToken } = JSON.parse(request.body) as { page_token?: string };
    const at = pageToken === undefined ? 0 : Number(pageToken.slice(1));
    const next = at + 1 < pages.length ? { next_page_token: `p${at + 1}` } : {};
    const text = writeEchoes(JSON.stringify({ smsMessages: pages[at], ...next }), `Bearer ${token}`);
    sendText(response, 200, 'application/json', text);
  });
  return scripted.baseUrl;
}

const message = (id: string, status: unknown, extra: Record<string, unknown> = {}) => ({
  id,
  created_at: T,
  status,
  direction: 'OUTBOUND',
  ...extra,
});

describe('Count all lets no trace of the token out of main', { timeout: 30_000 }, () => {
  it('counts exactly against a demo that echoes the token into records, keys, labels, page tokens and errors, in every form', async () => {
    demo = await startDemoApi({
      tokens: { [token]: [LOCATION] },
      locations: { [LOCATION]: { name: 'Secret Street', messages: 400 } },
      sparsePages: 0.2,
      echoAuthorization: ['record', 'record-base64', 'key', 'labels', 'page-token', 'error'],
      echoForms: [...ECHO_FORMS],
    });
    const run = await countAt(demo.baseUrl);
    const counts = complete(run.outcome);
    expect(traces(run)).toEqual([]);
    // Each label is its status, then the echoes, scrubbed: the counts per status are still the demo's.
    const byStatus = new Map<string, number>();
    counts.stacks.status.units.forEach(([, ...perSeries]) =>
      perSeries.forEach((n, index) => {
        const status = counts.stacks.status.series[index]?.split(' ')[0] ?? '';
        byStatus.set(status, (byStatus.get(status) ?? 0) + n);
      }),
    );
    const truth = new Map<string, number>();
    for (const { status } of matchingMessages(demo.config, LOCATION))
      truth.set(inTitleCase(status), (truth.get(inTitleCase(status)) ?? 0) + 1);
    expect(byStatus).toEqual(truth);
    expect(counts).toMatchObject({ rows: 400, untimed: 0, timeField: 'created_at' });
    expect(counts.stacks.status.series.every((label) => label.includes('[redacted]'))).toBe(true);
  });

  it('fails with an error that quotes the server without its echo of the token', async () => {
    demo = await startDemoApi({
      tokens: { [token]: [LOCATION] },
      locations: { [LOCATION]: { name: 'Secret Street', messages: 400 } },
      pageTokenTtlSeconds: 0.2,
      latencyMs: 250,
      expiredPageToken: { status: 400, body: 'page token expired' },
      echoAuthorization: ['error'],
      echoForms: [...ECHO_FORMS],
    });
    const run = await countAt(demo.baseUrl, { maxRestarts: 0 });
    expect(run.outcome).toMatchObject({ status: 'failed', error: { kind: 'page_token_expired', walkStop: 'too_many_restarts' } });
    expect(JSON.stringify(run.outcome)).toContain('page token expired');
    expect(traces(run)).toEqual([]);
  });

  it('scrubs a label whole before cutting it to the legend length, so no piece of the token is left at the cut', async () => {
    // 30 characters, then the token: a cut at 40 characters before scrubbing would keep 10 of its characters.
    const run = await countAt(
      await serve([[message('a', `${'x'.repeat(30)}${token}`), message('b', 'SENT', { direction: `${'y'.repeat(35)}${token}` })]]),
    );
    const counts = complete(run.outcome);
    expect(counts.stacks.status.series).toEqual([`X${'x'.repeat(29)}[redacted]`, 'Sent']);
    expect(counts.stacks.direction.series).toEqual(['Outbound', `Y${'y'.repeat(34)}[reda`]);
  });

  it('scrubs labels that write the token with escapes or encoded', async () => {
    const forms: EchoForm[] = [...ECHO_FORMS];
    const run = await countAt(
      await serve([forms.map((form, index) => message(`m${index}`, `S ${echoMarker(form)}`, { direction: echoMarker(form) }))]),
    );
    const counts = complete(run.outcome);
    expect(counts.rows).toBe(forms.length);
    expect(traces(run)).toEqual([]);
  });

  it("scrubs the time field's name, which the chart shows", async () => {
    // The window read these records too, and hands main the field it found the time in.
    const run = await countAt(await serve([[{ id: 'a', [token]: T, status: 'SENT' }]]), { fields: { time: token, status: 'status' } });
    const counts = complete(run.outcome);
    expect(counts).toMatchObject({ timeField: '[redacted]', rows: 1, untimed: 0 });
    expect(traces(run)).toEqual([]);
  });

  it('tells of a 429 whose body echoes the token without the echo', async () => {
    let limited = false;
    const baseUrl = await serve([[message('a', 'SENT')], [message('b', 'SENT')]], (request, response) => {
      if (limited || !request.body.includes('page_token')) return false;
      limited = true;
      sendText(response, 429, 'application/json', JSON.stringify({ error: { message: `Slow down, Bearer ${token}` } }), {
        'Retry-After': '0',
      });
      return true;
    });
    const run = await countAt(baseUrl);
    expect(complete(run.outcome).rows).toBe(2);
    expect(run.events.some((event) => event.retrying?.error.kind === 'rate_limited')).toBe(true);
    expect(JSON.stringify(run.events)).toContain('[redacted]');
    expect(traces(run)).toEqual([]);
  });

  it.each([
    ['not JSON at all', 'text/html', `${token} <html>`],
    ['JSON cut off next to the token', 'application/json', `{"smsMessages":[{"id":"b","status":"${token}`],
    ['JSON whose only member is named by the token', 'application/json', JSON.stringify({ [token]: 1 })],
  ])('says what was wrong with a page that is %s, without quoting the token', async (_name, contentType, body) => {
    const baseUrl = await serve([[message('a', 'SENT')], []], (request, response) => {
      if (!request.body.includes('page_token')) return false;
      sendText(response, 200, contentType, body);
      return true;
    });
    const run = await countAt(baseUrl);
    expect(run.outcome).toMatchObject({ status: 'failed', rows: 1, error: { kind: 'malformed_response' } });
    expect(traces(run)).toEqual([]);
  });
});
