import { describe, expect, it } from 'vitest';
import { ExplorerFailure } from '../../common/errors/failure';
import type { ExplorerError } from '../../common/ipc/contract';
import { createRequestGate } from './request-gate';
import type { RequestGate } from './request-gate';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const refusal = (error: Omit<ExplorerError, 'message'>) => async () => {
  throw new ExplorerFailure({ message: 'refused', ...error });
};

/** Runs `count` exchanges together (each its own location) that all end as `exchange` does; resolves when all have ended. */
async function together(gate: RequestGate, count: number, exchange: () => Promise<unknown>): Promise<void> {
  await Promise.allSettled(Array.from({ length: count }, (_unused, index) => gate.run(exchange, undefined, `loc-${index}`)));
}

/** The most exchanges that ran at once while `count` were asked together. */
async function peakOf(gate: RequestGate, count: number): Promise<number> {
  let peak = 0;
  const releases: (() => void)[] = [];
  const runs = Array.from({ length: count }, (_unused, index) =>
    gate.run(
      () =>
        new Promise<void>((resolve) => {
          peak = Math.max(peak, gate.inFlight);
          releases.push(resolve);
        }),
      undefined,
      `loc-${index}`,
    ),
  );
  await tick();
  while (releases.length > 0) {
    for (const release of releases.splice(0)) release();
    await tick();
    await tick();
  }
  await Promise.all(runs);
  return peak;
}

describe('the request gate when the server is overloaded', () => {
  it('halves what it allows once for the exchanges refused together, down to one', async () => {
    const gate = createRequestGate({ maxInFlight: 6 });
    await together(gate, 6, refusal({ kind: 'rate_limited', status: 429 }));
    // Six 429s from one burst are one answer: 3, not 6 → 3 → 1 → 1...
    expect(gate.allowed).toBe(3);
    await together(gate, 3, refusal({ kind: 'rate_limited', status: 429 }));
    expect(gate.allowed).toBe(1);
    await together(gate, 1, refusal({ kind: 'server', status: 503 }));
    expect(gate.allowed).toBe(1);
    expect(await peakOf(gate, 4)).toBeLessThanOrEqual(3);
  });

  it('counts a 503 as overload, not another server error, a network failure or a 401', async () => {
    const gate = createRequestGate({ maxInFlight: 4 });
    await together(gate, 1, refusal({ kind: 'server', status: 500 }));
    await together(gate, 1, refusal({ kind: 'network' }));
    await together(gate, 1, refusal({ kind: 'unauthorized', status: 401 }));
    expect(gate.allowed).toBe(4);
    await together(gate, 1, refusal({ kind: 'server', status: 503 }));
    expect(gate.allowed).toBe(2);
  });

  it('grows back by one after as many exchanges in a row succeed, never past the limit', async () => {
    const gate = createRequestGate({ maxInFlight: 4 });
    await together(gate, 4, refusal({ kind: 'rate_limited', status: 429 }));
    await together(gate, 2, refusal({ kind: 'rate_limited', status: 429 }));
    expect(gate.allowed).toBe(1);
    const grown: number[] = [];
    for (let run = 0; run < 12; run++) {
      await gate.run(async () => undefined, undefined, 'loc-a');
      grown.push(gate.allowed);
    }
    // 1 success at 1 → 2; 2 at 2 → 3; 3 at 3 → 4; then it stays at the limit.
    expect(grown).toEqual([2, 2, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4]);
    expect(await peakOf(gate, 8)).toBe(4);
  });

  it('starts again from a changed limit and lets waiting exchanges run under it', async () => {
    const gate = createRequestGate({ maxInFlight: 2 });
    await together(gate, 2, refusal({ kind: 'rate_limited', status: 429 }));
    expect(gate.allowed).toBe(1);
    gate.setLimit(5);
    expect(gate.allowed).toBe(5);
    expect(await peakOf(gate, 9)).toBe(5);
    gate.setLimit(2);
    expect(await peakOf(gate, 9)).toBe(2);
  });

  it('lets exchanges already waiting run up to a raised limit at once', async () => {
    const gate = createRequestGate({ maxInFlight: 2 });
    const releases: (() => void)[] = [];
    const runs = Array.from({ length: 6 }, (_unused, index) =>
      gate.run(() => new Promise<void>((resolve) => releases.push(resolve)), undefined, `loc-${index}`),
    );
    await tick();
    expect(gate.inFlight).toBe(2);
    gate.setLimit(5);
    await tick();
    expect(gate.inFlight).toBe(5);
    while (releases.length > 0) {
      for (const release of releases.splice(0)) release();
      await tick();
      await tick();
    }
    await Promise.all(runs);
  });
});
