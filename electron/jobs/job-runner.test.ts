import { describe, expect, it } from 'vitest';
import { ExplorerFailure } from '../../common/errors/failure';
import type { ExplorerError, JobProgress } from '../../common/ipc/contract';
import { createRequestRegistry } from '../api-client/requests';
import type { JobKind, JobParts, JobSink, JobSource } from './job-runner';
import { createJobRunner } from './job-runner';

/** A source whose batches the test hands out one at a time, and can fail or end. */
function heldSource(partFailure: ExplorerError | null = null) {
  const waiting: { resolve: (next: { batch?: number[]; error?: unknown }) => void }[] = [];
  let read = 0;
  const source: JobSource<number[]> = {
    async *read({ signal, progress }) {
      for (;;) {
        const next = await new Promise<{ batch?: number[]; error?: unknown }>((resolve) => {
          waiting.push({ resolve });
          const aborted = () => resolve({ error: new ExplorerFailure({ kind: 'cancelled', message: 'aborted' }) });
          if (signal.aborted) aborted();
          else signal.addEventListener('abort', aborted, { once: true });
        });
        if (next.error) throw next.error;
        if (!next.batch) return;
        read += 1;
        yield next.batch;
        progress.update({ pages: 1, rows: next.batch.length });
      }
    },
    partFailure: () => partFailure,
    pages: () => read,
    restarts: () => 0,
  };
  const step = async (next: { batch?: number[]; error?: unknown }) => {
    while (waiting.length === 0) await new Promise((resolve) => setImmediate(resolve));
    waiting.shift()!.resolve(next);
  };
  return { source, send: (batch: number[]) => step({ batch }), end: () => step({}), fail: (error: unknown) => step({ error }) };
}

function recordingSink() {
  const ends: string[] = [];
  const rows: number[] = [];
  const sink: JobSink<number[], string> = {
    write: async (batch) => void rows.push(...batch),
    complete: async () => `complete ${rows.length}`,
    failed: async (error) => `failed ${error.kind}: ${error.message}`,
    cancelled: async () => `cancelled ${rows.length}`,
    abandon: async () => void ends.push('abandoned'),
  };
  return { sink, rows, ends };
}

function runner() {
  const events: { kind: JobKind; progress: JobProgress }[] = [];
  const requests = createRequestRegistry();
  const jobs = createJobRunner({ requests, emitProgress: (kind, progress) => events.push({ kind, progress }), progressIntervalMs: 0 });
  return { jobs, events, requests };
}

describe.each(['export', 'count'] as const)('the job runner, %s jobs', (kind) => {
  it('runs a source into a sink to its end, with progress naming the job', async () => {
    const { jobs, events } = runner();
    const { source, send, end } = heldSource();
    const { sink } = recordingSink();
    const outcome = jobs.run(kind, 'j1', async () => ({ source, sink }));
    await send([1, 2]);
    await send([3]);
    await end();
    expect(await outcome).toBe('complete 3');
    expect(events.every((event) => event.kind === kind && event.progress.jobId === 'j1')).toBe(true);
    expect(events.at(-1)?.progress).toMatchObject({ jobId: 'j1', pages: 2, rows: 3 });
  });

  it('refuses a second job of the same kind under a running id, from the preparation on, and the first goes on', async () => {
    const { jobs } = runner();
    const { source, send, end } = heldSource();
    const { sink } = recordingSink();
    let opened!: () => void;
    const first = jobs.run(
      kind,
      'same',
      () => new Promise<JobParts<number[], string>>((resolve) => (opened = () => resolve({ source, sink }))),
    );
    const field = kind === 'export' ? 'exportId' : 'countId';
    await expect(jobs.run(kind, 'same', async () => ({ source, sink }))).rejects.toMatchObject({
      error: { kind: 'invalid_request', field, message: expect.stringContaining('"same" is already running') },
    });
    opened();
    await send([1]);
    await expect(jobs.run(kind, 'same', async () => ({ source, sink }))).rejects.toBeInstanceOf(ExplorerFailure);
    await end();
    expect(await first).toBe('complete 1');
    // Its id is free again once it ended.
    expect(await jobs.run(kind, 'same', async () => null)).toBeNull();
  });

  it('cancels by kind and id: the sink says cancelled; another kind under the same id is not touched', async () => {
    const { jobs } = runner();
    const { source, send } = heldSource();
    const { sink } = recordingSink();
    const outcome = jobs.run(kind, 'c1', async () => ({ source, sink }));
    await send([1, 2]);
    expect(jobs.cancel(kind === 'export' ? 'count' : 'export', 'c1')).toBe(false);
    expect(jobs.cancel(kind, 'c1')).toBe(true);
    expect(await outcome).toBe('cancelled 2');
    expect(jobs.cancel(kind, 'c1')).toBe(false);
  });

  it("ends failed with the source's error, or with a part that failed; a bug abandons the sink and goes on", async () => {
    const { jobs, requests } = runner();
    const failing = heldSource();
    const outcome = jobs.run(kind, 'f1', async () => ({ source: failing.source, sink: recordingSink().sink }));
    await failing.send([1]);
    await failing.fail(new ExplorerFailure({ kind: 'server', message: 'HTTP 500' }));
    expect(await outcome).toBe('failed server: HTTP 500');

    const part = heldSource({ kind: 'unauthorized', message: '1 of 2 locations stopped' });
    const partly = jobs.run(kind, 'f2', async () => ({ source: part.source, sink: recordingSink().sink }));
    await part.end();
    expect(await partly).toBe('failed unauthorized: 1 of 2 locations stopped');

    const buggy = heldSource();
    const recording = recordingSink();
    const broken = jobs.run(kind, 'f3', async () => ({ source: buggy.source, sink: recording.sink }));
    await buggy.fail(new TypeError('a bug'));
    await expect(broken).rejects.toThrow('a bug');
    expect(recording.ends).toEqual(['abandoned']);
    // Every job's cancel signal was released.
    expect(requests.cancel(kind, 'f1') || requests.cancel(kind, 'f2') || requests.cancel(kind, 'f3')).toBe(false);
  });

  it('ends with null and no progress when the preparation answers null (the save dialog was closed)', async () => {
    const { jobs, events } = runner();
    expect(await jobs.run(kind, 'n1', async () => null)).toBeNull();
    expect(events).toEqual([]);
  });
});
