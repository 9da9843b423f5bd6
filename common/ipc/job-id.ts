import type { ExplorerError } from './contract-data';

// Browser-safe, so the renderer tests' fakes refuse a duplicate id with main's words.

/** The kinds of long job main runs (electron/jobs/): each its own id namespace, cancel and progress event. */
export type JobKind = 'export' | 'count';

const JOB_WORDS: Record<JobKind, { noun: string; field: string }> = {
  export: { noun: 'An export', field: 'exportId' },
  count: { noun: 'A count', field: 'countId' },
};

/** A second job under the id of one of its kind still under way is refused: ids name one run each. */
export function jobIdInUse(kind: JobKind, jobId: string): ExplorerError {
  const { noun, field } = JOB_WORDS[kind];
  return {
    kind: 'invalid_request',
    field,
    message: `${noun} with the id "${jobId}" is already running. Each one needs an id of its own; this one was not started.`,
  };
}
