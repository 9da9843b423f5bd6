import { ExplorerFailure } from '../../common/errors/failure';
import type { ExplorerError, JobProgress } from '../../common/ipc/contract';
import type { JobKind } from '../../common/ipc/job-id';
import { jobIdInUse } from '../../common/ipc/job-id';
import type { RequestRegistry } from '../api-client/requests';
import type { ProgressReporter } from './job-progress';
import { createProgressReporter } from './job-progress';

export type { JobKind } from '../../common/ipc/job-id';

/** What a running job's source reads with: the cancel signal and the progress it reports. */
export interface JobContext {
  signal: AbortSignal;
  progress: ProgressReporter;
}

/** Where a job's rows come from: one location's page walk, or a session across locations. */
export interface JobSource<Batch> {
  /** Batches (a page, a screen) to the end; throws an ExplorerFailure when the read stops. */
  read(job: JobContext): AsyncIterable<Batch>;
  /** After the last batch: an error that stopped part of the source without ending it (one location of several), else null. */
  partFailure(): ExplorerError | null;
  /** Pages read and restarts after an expired page token, so far. */
  pages(): number;
  restarts(): number;
}

/** Where a job's rows go: a file with its manifest, or a counter. Each end gives the job's outcome. */
export interface JobSink<Batch, Outcome> {
  write(batch: Batch): Promise<void>;
  complete(): Promise<Outcome>;
  failed(error: ExplorerError): Promise<Outcome>;
  cancelled(): Promise<Outcome>;
  /** A bug, not the server or the disk: nothing is kept, and the error goes on. */
  abandon(): Promise<void>;
}

export interface JobParts<Batch, Outcome> {
  source: JobSource<Batch>;
  sink: JobSink<Batch, Outcome>;
}

export interface JobRunnerDeps {
  /** Cancel signals (shared with the searches, so quitting stops every job too). */
  requests: RequestRegistry;
  emitProgress: (kind: JobKind, progress: JobProgress) => void;
  /** Monotonic milliseconds for progress timing. */
  clock?: () => number;
  progressIntervalMs?: number;
}

export interface JobRunner {
  /**
   * Runs one job: refused when a job of that kind runs under that id; `prepare` (the save
   * dialog, the file) comes first and null from it ends the job with null and no progress.
   */
  run<Batch, Outcome>(kind: JobKind, jobId: string, prepare: () => Promise<JobParts<Batch, Outcome>>): Promise<Outcome>;
  run<Batch, Outcome>(kind: JobKind, jobId: string, prepare: () => Promise<JobParts<Batch, Outcome> | null>): Promise<Outcome | null>;
  /** false when no job of that kind runs under that id. */
  cancel(kind: JobKind, jobId: string): boolean;
}

/** What a job's read throws once its cancel signal is set. */
export const jobCancelled = () => new ExplorerFailure({ kind: 'cancelled', message: 'The job was cancelled.' });

/**
 * Every long cancellable job of main (export all, export across locations, Count all, Count all
 * across locations) runs here, one way: one id namespace per kind held from the save dialog on
 * (a second job under a running id is refused, never takes over the first's cancel), one cancel
 * by kind and id, one progress event naming the job, and one ending: complete, cancelled (the
 * user asked for nothing: the sink keeps nothing) or failed (the sink keeps what it can).
 */
export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const clock = deps.clock ?? (() => performance.now());
  // Jobs under way, per kind (as the request registry keeps their cancel signals).
  const underWay = new Map<JobKind, Set<string>>([
    ['export', new Set()],
    ['count', new Set()],
  ]);

  async function drive<Batch, Outcome>(kind: JobKind, jobId: string, { source, sink }: JobParts<Batch, Outcome>): Promise<Outcome> {
    const signal = deps.requests.start(kind, jobId);
    const progress = createProgressReporter({
      jobId,
      emit: (event) => deps.emitProgress(kind, event),
      now: clock,
      ...(deps.progressIntervalMs !== undefined && { intervalMs: deps.progressIntervalMs }),
    });
    // The job has what it needs (a file): a first event tells the window it runs.
    progress.update({});
    try {
      for await (const batch of source.read({ signal, progress })) await sink.write(batch);
      if (signal.aborted) throw jobCancelled();
    } catch (error) {
      if (!(error instanceof ExplorerFailure)) {
        await sink.abandon();
        throw error;
      }
      return signal.aborted ? sink.cancelled() : sink.failed(error.error);
    } finally {
      deps.requests.finish(kind, jobId, signal);
      progress.finish();
    }
    const partFailure = source.partFailure();
    return partFailure ? sink.failed(partFailure) : sink.complete();
  }

  async function run<Batch, Outcome>(
    kind: JobKind,
    jobId: string,
    prepare: () => Promise<JobParts<Batch, Outcome> | null>,
  ): Promise<Outcome | null> {
    const ids = underWay.get(kind)!;
    if (ids.has(jobId)) throw new ExplorerFailure(jobIdInUse(kind, jobId));
    ids.add(jobId);
    try {
      const parts = await prepare();
      return parts === null ? null : await drive(kind, jobId, parts);
    } finally {
      ids.delete(jobId);
    }
  }

  return {
    run: run as JobRunner['run'],
    cancel: (kind, jobId) => deps.requests.cancel(kind, jobId),
  };
}
