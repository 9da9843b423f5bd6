import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../common/ipc/contract';
import { createProgressReporter } from './job-progress';

let clock = 0;
beforeEach(() => {
  vi.useFakeTimers();
  clock = 1000;
});
afterEach(() => {
  vi.useRealTimers();
});

function reporter(emit: (progress: JobProgress) => void = () => {}) {
  const events: JobProgress[] = [];
  const progress = createProgressReporter({
    jobId: 'e1',
    now: () => clock,
    emit: (event) => {
      events.push(event);
      emit(event);
    },
  });
  const advance = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };
  return { progress, events, advance };
}

describe('createProgressReporter', () => {
  it('sends at most one event per 100 ms, the latest counts at the end of the interval', () => {
    const { progress, events, advance } = reporter();
    progress.update({ pages: 1, rows: 10 });
    for (let step = 0; step < 9; step++) {
      advance(10);
      progress.update({ pages: 1, rows: 10 });
    }
    expect(events).toHaveLength(1);
    advance(10);
    expect(events).toHaveLength(2);
    expect(events[1]).toEqual({ jobId: 'e1', pages: 10, rows: 100, elapsedMs: 100, rowsPerSecond: 1000, restarts: 0, emptyPages: 0 });
    advance(500);
    expect(events).toHaveLength(2);
  });

  it('reports a retry until the next page arrives, and restarts as a total', () => {
    const { progress, events, advance } = reporter();
    const error = { kind: 'server' as const, message: 'The server hit an error.' };
    progress.update({ pages: 1, rows: 5 });
    advance(100);
    progress.update({ retrying: { attempt: 1, delayMs: 250, error } });
    expect(events.at(-1)?.retrying).toEqual({ attempt: 1, delayMs: 250, error });
    advance(100);
    progress.update({ restarts: 1 });
    advance(100);
    progress.update({ pages: 1, rows: 5, retrying: null });
    expect(events.at(-1)).toMatchObject({ pages: 2, rows: 10, restarts: 1 });
    expect(events.at(-1)).not.toHaveProperty('retrying');
  });

  it('sends a final event at once and nothing after it', () => {
    const { progress, events, advance } = reporter();
    progress.update({ pages: 1, rows: 3 });
    advance(20);
    progress.update({ pages: 1, rows: 3 });
    progress.finish();
    expect(events.map((event) => event.rows)).toEqual([3, 6]);
    progress.update({ pages: 1, rows: 3 });
    advance(1000);
    expect(events).toHaveLength(2);
    expect(events.some((event) => 'estimatedTotal' in event)).toBe(false);
  });

  it('keeps going when the renderer cannot be told', () => {
    const { progress, advance } = reporter(() => {
      throw new Error('window closed');
    });
    expect(() => progress.update({ pages: 1, rows: 1 })).not.toThrow();
    advance(200);
    expect(() => progress.finish()).not.toThrow();
    expect(progress.snapshot().rows).toBe(1);
  });
});
