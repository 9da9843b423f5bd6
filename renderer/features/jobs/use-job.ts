import { useEffect, useRef, useState } from 'react';
import type { CountAllOutcome } from '../../../common/ipc/activity-data';
import type { ExplorerError, ExportAllOutcome, JobProgress } from '../../../common/ipc/contract';
import type { JobKind } from '../../../common/ipc/job-id';
import { explorerErrorOf, ignoreFailure } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';

/** How each kind of job ends (null from a run: the user closed the save dialog, nothing ran). */
export interface JobOutcomes {
  export: ExportAllOutcome;
  count: CountAllOutcome;
}

/** A job's lifecycle, the same for every kind; `about` says what it is of (its source, its search). */
export type JobState<K extends JobKind, About> =
  | { phase: 'idle' }
  /** `progress` is null until main has what it needs (the save dialog's file) and starts walking. */
  | { phase: 'running'; jobId: string; about: About; progress: JobProgress | null; cancelling: boolean }
  | { phase: 'ended'; jobId: string; about: About; outcome: JobOutcomes[K] };

/** What differs between kinds: the channels main's job runner answers on, and how a failed job reads. */
interface JobKindParts<K extends JobKind> {
  onProgress: (listener: (progress: JobProgress) => void) => () => void;
  cancel: (jobId: string) => Promise<{ cancelled: boolean }>;
  failed: (error: ExplorerError) => JobOutcomes[K];
  /** Said when a run rejects with no reason at all. */
  stopped: string;
}

const KINDS: { [K in JobKind]: JobKindParts<K> } = {
  export: {
    onProgress: mainProcess.onExportProgress,
    cancel: (exportId) => mainProcess.cancelExport({ exportId }),
    // Refused before writing (no token, connection gone, file not creatable): nothing was kept.
    failed: (error) => ({ status: 'failed', partialPath: null, manifestPath: null, rows: 0, pages: 0, error }),
    stopped: 'The export stopped unexpectedly.',
  },
  count: {
    onProgress: mainProcess.onCountProgress,
    cancel: (countId) => mainProcess.cancelCountAll({ countId }),
    failed: (error) => ({ status: 'failed', rows: 0, pages: 0, error, counts: null }),
    stopped: 'Count all stopped unexpectedly.',
  },
};

/**
 * Why a run stopped without an outcome. Main answers every refusal as an ExplorerError of its
 * own kind, and explorerErrorOf names anything else thrown in this window `io`; what is left (a
 * rejection with no reason) is this window's failure too, never the server's: so `io` as well.
 */
function stoppedError<K extends JobKind>(kind: K, thrown: unknown): ExplorerError {
  return explorerErrorOf(thrown) ?? { kind: 'io', message: KINDS[kind].stopped };
}

/**
 * One long job of main's job runner (an export, a Count all) as the window sees it: start, its
 * progress events, the wait before the first one (the save dialog), cancel, and how it ended.
 * One job at a time per hook; one left running when the hook goes away is cancelled (nobody
 * would see its progress or outcome).
 */
export function useJob<K extends JobKind, About>(kind: K) {
  const [state, setState] = useState<JobState<K, About>>({ phase: 'idle' });
  const runningId = useRef<string | null>(null);
  // Main cannot cancel a job it has not started walking (the save dialog is open, the token is
  // being read): it answers "not cancelled", and the cancel is sent again with the first progress event.
  const cancelPending = useRef(false);

  useEffect(
    () => () => {
      const jobId = runningId.current;
      if (jobId) void KINDS[kind].cancel(jobId).catch(ignoreFailure);
    },
    [kind],
  );

  const requestCancel = (jobId: string) => {
    void KINDS[kind]
      .cancel(jobId)
      .then(({ cancelled }) => {
        if (cancelled) cancelPending.current = false;
      })
      .catch(ignoreFailure);
  };

  const start = async (jobId: string, about: About, run: () => Promise<JobOutcomes[K] | null>) => {
    if (runningId.current) return;
    runningId.current = jobId;
    cancelPending.current = false;
    setState({ phase: 'running', jobId, about, progress: null, cancelling: false });
    const unsubscribe = KINDS[kind].onProgress((progress) => {
      if (progress.jobId !== jobId) return;
      setState((now) => (now.phase === 'running' && now.jobId === jobId ? { ...now, progress } : now));
      if (cancelPending.current) requestCancel(jobId);
    });
    let outcome: JobOutcomes[K] | null;
    try {
      outcome = await run();
    } catch (thrown) {
      outcome = KINDS[kind].failed(stoppedError(kind, thrown));
    } finally {
      unsubscribe();
      runningId.current = null;
    }
    setState(outcome ? { phase: 'ended', jobId, about, outcome } : { phase: 'idle' });
  };

  return {
    state,
    running: state.phase === 'running',
    /** Runs the job under `jobId` unless one runs already; `run` asks main for it. */
    start: (jobId: string, about: About, run: () => Promise<JobOutcomes[K] | null>) => void start(jobId, about, run),
    cancel: () => {
      const jobId = runningId.current;
      if (!jobId) return;
      cancelPending.current = true;
      setState((now) => (now.phase === 'running' ? { ...now, cancelling: true } : now));
      requestCancel(jobId);
    },
    /** Forgets how the last job ended (a running one stays). */
    dismiss: () => setState((now) => (now.phase === 'ended' ? { phase: 'idle' } : now)),
  };
}
