import type { ApiClient, WalkRequest } from '../api-client/client';
import { walkWithProgress } from '../api-client/walk-with-progress';
import type { ProgressedWalk, WalkWithProgressOptions } from '../api-client/walk-with-progress';
import type { JobSource } from './job-runner';

/** A location's walk as a job reads it: its pages of records. */
export type LocationWalkSource = JobSource<Record<string, unknown>[]>;

/**
 * Every page of one location's search (walkWithProgress: retries, restarts, loop guard, page
 * cap), reporting to the job's progress; the walk starts when the job reads.
 */
export function locationWalkSource(
  client: ApiClient,
  request: Omit<WalkRequest, 'signal'>,
  options: Omit<WalkWithProgressOptions, 'progress'>,
): LocationWalkSource {
  let walk: ProgressedWalk | undefined;
  return {
    read: ({ signal, progress }) => {
      walk = walkWithProgress(client, { ...request, signal }, { ...options, progress });
      return walk.pages;
    },
    partFailure: () => null,
    pages: () => walk?.pagesRead ?? 0,
    restarts: () => walk?.restarts ?? 0,
  };
}
