import { createActivityCounter } from '../../common/activity/activity-counter';
import type { CountAllOutcome } from '../../common/ipc/activity-data';
import type { JobProgress } from '../../common/ipc/contract';
import type { ExplorerApi, OperationInput, Result } from '../../common/ipc/contract';

/**
 * The fake's "Count all": by default it counts every message of the location at once, with the
 * same counter main uses; after holdCounts() each count stays running until the test settles it
 * or the app cancels it.
 */
export function createFakeCountAll(
  record: (name: 'countAll' | 'cancelCountAll', input: OperationInput<'countAll' | 'cancelCountAll'>) => void,
  messagesOf: (locationId: string) => Record<string, unknown>[],
) {
  const listeners = new Set<(progress: JobProgress) => void>();
  const held = new Map<string, (result: Result<CountAllOutcome>) => void>();
  let holding = false;

  const api: Pick<ExplorerApi, 'countAll' | 'cancelCountAll' | 'onCountProgress'> = {
    countAll: (input) => {
      record('countAll', input);
      if (holding) return new Promise((settle) => held.set(input.countId, settle));
      // Read through the fields the window handed, as main's count is.
      const counter = createActivityCounter(input.fields ? { fields: input.fields } : {});
      counter.add(messagesOf(input.locationId));
      return Promise.resolve({ ok: true, value: { status: 'complete', counts: counter.counts(), pages: 1, restarts: 0 } });
    },
    cancelCountAll: (input) => {
      record('cancelCountAll', input);
      const settle = held.get(input.countId);
      held.delete(input.countId);
      settle?.({ ok: true, value: { status: 'cancelled', rows: 0, pages: 0 } });
      return Promise.resolve({ ok: true, value: { cancelled: settle !== undefined } });
    },
    onCountProgress: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };

  const controls = {
    holdCounts() {
      holding = true;
    },
    runningCounts: () => [...held.keys()],
    emitCountProgress(countId: string, progress: Partial<Omit<JobProgress, 'jobId'>>) {
      for (const listener of listeners)
        listener({ jobId: countId, pages: 0, rows: 0, rowsPerSecond: 0, elapsedMs: 0, restarts: 0, ...progress });
    },
    settleCount(countId: string, result: Result<CountAllOutcome>) {
      held.get(countId)?.(result);
      held.delete(countId);
    },
  };

  return { api, controls };
}
