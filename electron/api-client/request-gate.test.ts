import { describe, expect, it } from 'vitest';
import { isFailure } from '../../common/errors/failure';
import { createApiClient } from './client';
import { createRequestGate } from './request-gate';
import { startTestDemo } from '../test/api-demo';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the request gate of a connection', () => {
  it('lets at most maxInFlight exchanges run at once and starts the next as one ends', async () => {
    const gate = createRequestGate({ maxInFlight: 3 });
    const releases: (() => void)[] = [];
    let peak = 0;
    const exchange = () =>
      new Promise<void>((resolve) => {
        peak = Math.max(peak, gate.inFlight);
        releases.push(resolve);
      });
    const runs = Array.from({ length: 7 }, (_unused, index) => gate.run(exchange, undefined, `loc-${index}`));
    await tick();
    expect(releases).toHaveLength(3);
    releases.shift()!();
    await tick();
    await tick();
    expect(releases).toHaveLength(3);
    while (releases.length > 0) {
      releases.shift()!();
      await tick();
      await tick();
    }
    await Promise.all(runs);
    expect(peak).toBe(3);
  });

  it('holds the exchanges of the location a backoff was asked for, not the others', async () => {
    let clock = 1000;
    const waits: number[] = [];
    const gate = createRequestGate({
      maxInFlight: 3,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    gate.holdFor(2000, 'loc-a');
    await gate.run(async () => undefined, undefined, 'loc-b');
    expect(waits).toEqual([]);
    await gate.run(async () => undefined, undefined, 'loc-a');
    await gate.run(async () => undefined, undefined, 'loc-a');
    expect(waits).toEqual([2000]);
    // A shorter wait asked later does not shorten the one pending.
    gate.holdFor(3000, 'loc-b');
    gate.holdFor(1000, 'loc-b');
    await gate.run(async () => undefined, undefined, 'loc-b');
    expect(waits).toEqual([2000, 3000]);
  });

  it('answers cancelled to a waiter whose search is cancelled', async () => {
    const gate = createRequestGate({ maxInFlight: 1 });
    let release = () => undefined as void;
    const first = gate.run(() => new Promise<void>((resolve) => (release = resolve)), undefined, 'loc-a');
    const controller = new AbortController();
    const second = gate.run(async () => 'ran', controller.signal, 'loc-b');
    controller.abort();
    await expect(second).rejects.toSatisfy((error) => isFailure(error, 'cancelled'));
    release();
    await first;
    expect(gate.inFlight).toBe(0);
  });

  it('is told the Retry-After of a 429 by the client, for the location it was sent for', async () => {
    const demo = await startTestDemo({ faults: { rate: 1, kinds: ['429'], retryAfterSeconds: 1 } });
    try {
      const holds: [number, string][] = [];
      const gate = createRequestGate({ maxInFlight: 3 });
      const spied = { ...gate, run: gate.run, holdFor: (ms: number, key: string) => holds.push([ms, key]) };
      const client = createApiClient({ fetch, userAgent: 'test', retry: { maxAttempts: 2 }, sleep: async () => undefined });
      await expect(client.searchMessages(demo.params({ gate: spied }))).rejects.toSatisfy((error) => isFailure(error, 'rate_limited'));
      expect(holds).toEqual([[1000, demo.params().locationId]]);
    } finally {
      await demo.api.close();
    }
  });
});
