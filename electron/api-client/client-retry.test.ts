// Retries, timeouts and cancellation against the demo API's queued faults.
import { afterEach, describe, expect, it } from 'vitest';
import type { ExplorerError } from '../../common/ipc/contract';
import { matchingMessages } from '../../demo-api/messages';
import type { RetryNoticeDetails } from './client';
import type { TestDemo } from '../test/api-demo';
import { failureOf, LOCATION_ID, recordingClient, startTestDemo } from '../test/api-demo';

const RETRY_AFTER_SECONDS = 30;

let demo: TestDemo | undefined;
afterEach(async () => {
  await demo?.api.close();
  demo = undefined;
});

async function startFaultyDemo(config = {}) {
  demo = await startTestDemo({ faults: { retryAfterSeconds: RETRY_AFTER_SECONDS }, ...config });
  return demo;
}

describe('transient failures are retried', () => {
  it.each([
    ['500', 'server', 250],
    ['429-bare', 'rate_limited', 250],
    ['reset', 'network', 250],
  ] as const)('%s: one retry after the expected wait, then the page', async (fault, kind, expectedDelay) => {
    const { api, params } = await startFaultyDemo();
    api.queueFaults(fault);
    const notices: RetryNoticeDetails[] = [];
    const { client, delays } = recordingClient();
    const page = await client.searchMessages(params({ onRetry: (notice) => notices.push(notice) }));
    expect(page.attempts).toBe(2);
    expect(page.items.map((item) => item.id)).toEqual([...matchingMessages(api.config, LOCATION_ID)].slice(0, 20).map((m) => m.id));
    expect(delays).toEqual([expectedDelay]);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ attempt: 1, delayMs: expectedDelay, error: { kind, attempts: 1, connectionId: 'conn-1' } });
  });

  it('retries a cut-off JSON body', async () => {
    const { api, params } = await startFaultyDemo();
    api.queueFaults('malformed');
    const { client, delays } = recordingClient();
    expect((await client.searchMessages(params())).attempts).toBe(2);
    expect(delays).toEqual([250]);
  });
});

describe('timeouts', () => {
  it('end a slow attempt and say how to raise the limit', async () => {
    const { api, params } = await startFaultyDemo();
    api.queueFaults('slow');
    const { client } = recordingClient({ retry: { maxAttempts: 1 } });
    const started = Date.now();
    const failure = await failureOf(client.searchMessages(params({ timeoutMs: 150 })));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(failure.error).toMatchObject({ kind: 'timeout', attempts: 1, connectionLabel: 'Demo shop' });
    expect(failure.error.message).toContain('within 0.15 s');
    expect(failure.error.message).toMatch(/raise the request timeout in the settings of connection "Demo shop"/);
  });

  it('are retried', async () => {
    const { api, params } = await startFaultyDemo();
    api.queueFaults('slow');
    const { client, delays } = recordingClient();
    const page = await client.searchMessages(params({ timeoutMs: 300 }));
    expect(page.attempts).toBe(2);
    expect(delays).toEqual([250]);
  });
});

describe('cancellation', () => {
  it('interrupts a request in flight, without retrying', async () => {
    const { api, params, searches } = await startFaultyDemo();
    api.queueFaults('slow');
    const controller = new AbortController();
    const { client, delays } = recordingClient();
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    const failure = await failureOf(client.searchMessages(params({ signal: controller.signal })));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(failure.error).toMatchObject({ kind: 'cancelled', attempts: 1, locationId: LOCATION_ID });
    expect(delays).toEqual([]);
    expect(searches()).toHaveLength(1);
  });

  it('interrupts a backoff wait (the real one)', async () => {
    const { api, params, searches } = await startFaultyDemo();
    api.queueFaults('429');
    const controller = new AbortController();
    const { client } = recordingClient({ sleep: undefined });
    const started = Date.now();
    const notices: ExplorerError[] = [];
    const failure = await failureOf(
      client.searchMessages(
        params({
          signal: controller.signal,
          onRetry: ({ error }) => {
            notices.push(error);
            controller.abort();
          },
        }),
      ),
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(notices.map((error) => error.kind)).toEqual(['rate_limited']);
    expect(failure.error).toMatchObject({ kind: 'cancelled', attempts: 1 });
    expect(searches()).toHaveLength(1);
  });

  it('sends nothing when cancelled before starting', async () => {
    const { params, searches } = await startFaultyDemo();
    const { client } = recordingClient();
    const failure = await failureOf(client.searchMessages(params({ signal: AbortSignal.abort() })));
    expect(failure.error.kind).toBe('cancelled');
    expect(searches()).toHaveLength(0);
  });
});

describe('a server’s wait goes through the one clamp', () => {
  it('waits a floor between attempts on Retry-After 0, doubling, and says it asked for no wait', async () => {
    const { api, params, searches } = await startFaultyDemo({ faults: { retryAfterSeconds: 0 } });
    api.queueFaults('503', '503', '503', '503');
    const { client, delays } = recordingClient();
    const failure = await failureOf(client.searchMessages(params()));
    expect(delays).toEqual([500, 1000, 2000]);
    expect(searches()).toHaveLength(4);
    expect(failure.error).toMatchObject({ kind: 'server', status: 503, retryAfterMs: 0, attempts: 4 });
    expect(failure.error.message).toContain('it asks to try again without waiting.');
  });

  it('does not wait out 3,000,000 s (or an HTTP date as far): one attempt, the wait in words', async () => {
    const { api, params, searches } = await startFaultyDemo({ faults: { retryAfterSeconds: 3_000_000 } });
    api.queueFaults('429', '429-date');
    const { client, delays } = recordingClient();
    for (const expected of [3_000_000_000, 3_000_001_000]) {
      const failure = await failureOf(client.searchMessages(params()));
      expect(failure.error).toMatchObject({ kind: 'rate_limited', attempts: 1 });
      expect(failure.error.retryAfterMs).toBeGreaterThan(expected - 2_000);
      expect(failure.error.retryAfterMs).toBeLessThanOrEqual(expected);
      expect(failure.error.message).toContain('It asks to wait 34 days before trying again.');
    }
    expect(delays).toEqual([]);
    expect(searches()).toHaveLength(2);
  });
});
