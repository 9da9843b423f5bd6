import '../../test/setup';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createActivityCounter } from '../../../common/activity/activity-counter';
import { ExplorerFailure } from '../../../common/errors/failure';
import type { JobKind } from '../../../common/ipc/job-id';
import { createFakeJobChannels } from '../../test/fake-job-channels';
import type { JobOutcomes } from './use-job';
import { useJob } from './use-job';

/** A run main has not answered yet: the test settles it. */
function pending<T>() {
  let settle!: (value: T) => void;
  let fail!: (reason: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { promise, settle, fail };
}

const cancelledOf: { [K in JobKind]: JobOutcomes[K] } = {
  export: { status: 'cancelled', partialPath: null, manifestPath: null, rows: 0, pages: 0 },
  count: { status: 'cancelled', rows: 0, pages: 0 },
};

let channels: ReturnType<typeof createFakeJobChannels>;
beforeEach(() => {
  channels = createFakeJobChannels();
  window.explorer = channels.api;
});

describe('useJob: one lifecycle for every job of main', () => {
  it('waits for main (no progress), shows each progress event of its own job, then how it ended', async () => {
    const { result } = renderHook(() => useJob<'count', string>('count'));
    expect(result.current.state).toEqual({ phase: 'idle' });
    const run = pending<JobOutcomes['count']>();
    act(() => result.current.start('c1', 'the search', () => run.promise));
    expect(result.current.state).toEqual({ phase: 'running', jobId: 'c1', about: 'the search', progress: null, cancelling: false });
    expect(result.current.running).toBe(true);

    act(() => channels.emit('count', 'c1', { rows: 500, pages: 1 }));
    act(() => channels.emit('count', 'another', { rows: 9, pages: 9 }));
    expect(result.current.state).toMatchObject({ phase: 'running', progress: { jobId: 'c1', rows: 500, pages: 1 } });

    const outcome: JobOutcomes['count'] = { status: 'complete', counts: createActivityCounter().counts(), pages: 1, restarts: 0 };
    await act(async () => run.settle(outcome));
    expect(result.current.state).toEqual({ phase: 'ended', jobId: 'c1', about: 'the search', outcome });
    expect(result.current.running).toBe(false);
    // Nothing listens once the job has ended.
    expect(channels.listenerCount('count')).toBe(0);

    act(() => result.current.dismiss());
    expect(result.current.state).toEqual({ phase: 'idle' });
  });

  it('goes back to idle when main ran nothing (the save dialog was closed)', async () => {
    const { result } = renderHook(() => useJob<'export', string>('export'));
    await act(async () => result.current.start('e1', 'Harbor', () => Promise.resolve(null)));
    expect(result.current.state).toEqual({ phase: 'idle' });
    expect(channels.listenerCount('export')).toBe(0);
  });

  it('runs one job at a time: a second start while one runs is not sent', async () => {
    const { result } = renderHook(() => useJob<'export', string>('export'));
    const first = pending<JobOutcomes['export'] | null>();
    act(() => result.current.start('e1', 'Harbor', () => first.promise));
    let secondSent = false;
    act(() =>
      result.current.start('e2', 'Pier', () => {
        secondSent = true;
        return Promise.resolve(null);
      }),
    );
    expect(secondSent).toBe(false);
    expect(result.current.state).toMatchObject({ phase: 'running', jobId: 'e1', about: 'Harbor' });
    await act(async () => first.settle(null));
  });

  it('sends no cancel when no job runs', () => {
    const { result } = renderHook(() => useJob<'count', string>('count'));
    act(() => result.current.cancel());
    expect(channels.cancels).toEqual([]);
    expect(result.current.state).toEqual({ phase: 'idle' });
  });

  it.each<JobKind>(['export', 'count'])(
    'a %s cancelled before main walks it is cancelled again with its first progress event',
    async (kind) => {
      const { result } = renderHook(() => useJob(kind));
      const run = pending<JobOutcomes[typeof kind] | null>();
      act(() => result.current.start('j1', 'about', () => run.promise));
      act(() => result.current.cancel());
      expect(result.current.state).toMatchObject({ phase: 'running', cancelling: true });
      // Main had not started it (the save dialog, the token): "not cancelled".
      await waitFor(() => expect(channels.cancels).toEqual([{ kind, jobId: 'j1', cancelled: false }]));

      act(() => channels.emit(kind, 'j1'));
      await waitFor(() =>
        expect(channels.cancels).toEqual([
          { kind, jobId: 'j1', cancelled: false },
          { kind, jobId: 'j1', cancelled: true },
        ]),
      );
      // Taken: later events send no more cancels.
      act(() => channels.emit(kind, 'j1', { rows: 1 }));
      await act(async () => run.settle(cancelledOf[kind]));
      expect(channels.cancels).toHaveLength(2);
      expect(result.current.state).toMatchObject({ phase: 'ended', outcome: cancelledOf[kind] });
    },
  );

  it('cancels a running job when the view holding it goes away', async () => {
    const { result, unmount } = renderHook(() => useJob<'export', string>('export'));
    act(() => result.current.start('e1', 'Harbor', () => new Promise(() => undefined)));
    act(() => channels.emit('export', 'e1'));
    unmount();
    await waitFor(() => expect(channels.cancels).toEqual([{ kind: 'export', jobId: 'e1', cancelled: true }]));
  });

  it('ends failed with main’s own error when main refuses the job, in each kind’s outcome', async () => {
    const refused = { kind: 'unauthorized' as const, message: 'The token was refused.' };
    const exportJob = renderHook(() => useJob<'export', string>('export'));
    await act(async () => exportJob.result.current.start('e1', 'Harbor', () => Promise.reject(new ExplorerFailure(refused))));
    expect(exportJob.result.current.state).toMatchObject({
      phase: 'ended',
      outcome: { status: 'failed', partialPath: null, manifestPath: null, rows: 0, pages: 0, error: refused },
    });

    const countJob = renderHook(() => useJob<'count', string>('count'));
    await act(async () => countJob.result.current.start('c1', 'search', () => Promise.reject(new ExplorerFailure(refused))));
    expect(countJob.result.current.state).toMatchObject({
      phase: 'ended',
      outcome: { status: 'failed', rows: 0, pages: 0, error: refused, counts: null },
    });
  });

  it.each<[JobKind, string]>([
    ['export', 'The export stopped unexpectedly.'],
    ['count', 'Count all stopped unexpectedly.'],
  ])('a %s that stops with no reason fails as a problem of this window (io), never the server’s', async (kind, message) => {
    const { result } = renderHook(() => useJob(kind));
    await act(async () => result.current.start('j1', 'about', () => Promise.reject(undefined)));
    expect(result.current.state).toMatchObject({ phase: 'ended', outcome: { status: 'failed', error: { kind: 'io', message } } });
    expect(result.current.running).toBe(false);
  });
});
