// The job runner with one kind of job on it, as tests of a single job want it: the app wires one
// runner for every kind (app/create-main-services.ts).
import type { ApiClient } from '../api-client/client';
import type { RequestRegistry } from '../api-client/requests';
import type { JobProgress } from '../../common/ipc/contract';
import { createCountJobs } from '../jobs/count-jobs';
import type { CountJobs } from '../jobs/count-jobs';
import { createExportJobs } from '../jobs/export-jobs';
import type { ExportJobs, ExportJobsDeps } from '../jobs/export-jobs';
import { createJobRunner } from '../jobs/job-runner';

export interface TestJobDeps {
  client: ApiClient;
  requests: RequestRegistry;
  emitProgress: (progress: JobProgress) => void;
  progressIntervalMs?: number;
  maxRestarts?: number;
  maxPages?: number;
}

export function testCountJobs({ emitProgress, requests, progressIntervalMs, ...deps }: TestJobDeps): CountJobs {
  const runner = createJobRunner({
    requests,
    emitProgress: (_kind, progress) => emitProgress(progress),
    ...(progressIntervalMs !== undefined && { progressIntervalMs }),
  });
  return createCountJobs({ runner, ...deps });
}

export function testExportJobs({
  emitProgress,
  requests,
  progressIntervalMs,
  ...deps
}: TestJobDeps & Omit<ExportJobsDeps, 'runner'>): ExportJobs {
  const runner = createJobRunner({
    requests,
    emitProgress: (_kind, progress) => emitProgress(progress),
    ...(progressIntervalMs !== undefined && { progressIntervalMs }),
  });
  return createExportJobs({ runner, ...deps });
}
