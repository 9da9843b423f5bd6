import type { ExplorerApi, JobProgress, Result } from '../../common/ipc/contract';
import type { JobKind } from '../../common/ipc/job-id';

type JobChannels = Pick<ExplorerApi, 'onExportProgress' | 'cancelExport' | 'onCountProgress' | 'cancelCountAll'>;

/**
 * Main's job runner as the window hears it, for both kinds: progress events, and a cancel that
 * stops only a job main has started walking (a first progress event says it has), as main's
 * runner answers "not cancelled" while the save dialog is open or the token is read.
 */
export function createFakeJobChannels() {
  const listeners: Record<JobKind, Set<(progress: JobProgress) => void>> = { export: new Set(), count: new Set() };
  const walking: Record<JobKind, Set<string>> = { export: new Set(), count: new Set() };
  const cancels: { kind: JobKind; jobId: string; cancelled: boolean }[] = [];
  const cancel = (kind: JobKind, jobId: string): Promise<Result<{ cancelled: boolean }>> => {
    const cancelled = walking[kind].delete(jobId);
    cancels.push({ kind, jobId, cancelled });
    return Promise.resolve({ ok: true, value: { cancelled } });
  };
  const subscribe = (kind: JobKind) => (listener: (progress: JobProgress) => void) => {
    listeners[kind].add(listener);
    return () => void listeners[kind].delete(listener);
  };

  const api: JobChannels = {
    onExportProgress: subscribe('export'),
    onCountProgress: subscribe('count'),
    cancelExport: ({ exportId }) => cancel('export', exportId),
    cancelCountAll: ({ countId }) => cancel('count', countId),
  };

  return {
    api: api as ExplorerApi,
    /** Every cancel main was asked for, and whether it stopped a job. */
    cancels,
    /** A progress event of a job, which main is walking from then on. */
    emit(kind: JobKind, jobId: string, progress: Partial<Omit<JobProgress, 'jobId'>> = {}) {
      walking[kind].add(jobId);
      for (const listener of listeners[kind])
        listener({ jobId, pages: 0, rows: 0, rowsPerSecond: 0, elapsedMs: 0, restarts: 0, ...progress });
    },
    listenerCount: (kind: JobKind) => listeners[kind].size,
  };
}
