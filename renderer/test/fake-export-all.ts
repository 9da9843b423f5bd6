import type { ExplorerApi, ExportAllOutcome, JobProgress, OperationInput, Result } from '../../common/ipc/contract';
import { jobIdInUse } from '../../common/ipc/job-id';
import { exportFileName, manifestPathFor } from './fake-file-names';
import { exportExtension, purposeNamePart } from '../../common/export/export-formats';

interface HeldExport {
  settle: (result: Result<ExportAllOutcome | null>) => void;
  /** The last progress emitted, so a cancel reports what was written. */
  progress: JobProgress | null;
}

/**
 * The fake's "export all": by default it completes at once; after holdExports() each export
 * stays running, as if main were walking pages, until the test settles or the app cancels it.
 */
export function createFakeExportAll(
  record: (name: 'exportAll' | 'cancelExport', input: OperationInput<'exportAll' | 'cancelExport'>) => void,
) {
  const progressListeners = new Set<(progress: JobProgress) => void>();
  const held = new Map<string, HeldExport>();
  let holding = false;

  const api: Pick<ExplorerApi, 'exportAll' | 'cancelExport' | 'onExportProgress'> = {
    exportAll: (input) => {
      record('exportAll', input);
      if (held.has(input.exportId)) return Promise.resolve({ ok: false, error: jobIdInUse('export', input.exportId) });
      if (holding) return new Promise((settle) => held.set(input.exportId, { settle, progress: null }));
      const extension = exportExtension(input.format ?? 'csv', input.compression ?? 'none');
      const path = `/exports/${exportFileName(input.suggestedName, extension, purposeNamePart(input.format ?? 'csv', input.purpose ?? 'spreadsheet'))}`;
      return Promise.resolve({
        ok: true,
        value: { status: 'complete', path, manifestPath: manifestPathFor(path), rows: 0, pages: 0, columns: input.columns ?? [] },
      });
    },
    cancelExport: (input) => {
      record('cancelExport', input);
      const running = held.get(input.exportId);
      if (!running) return Promise.resolve({ ok: true, value: { cancelled: false } });
      // Like main: a cancelled export keeps no file.
      held.delete(input.exportId);
      const { rows = 0, pages = 0 } = running.progress ?? {};
      running.settle({ ok: true, value: { status: 'cancelled', partialPath: null, manifestPath: null, rows, pages } });
      return Promise.resolve({ ok: true, value: { cancelled: true } });
    },
    onExportProgress: (listener) => {
      progressListeners.add(listener);
      return () => void progressListeners.delete(listener);
    },
  };

  const controls = {
    holdExports() {
      holding = true;
    },
    /** The ids of the exports that are held and running. */
    runningExports: () => [...held.keys()],
    /** Pushes a progress event for an export; counts default to zero. */
    emitExportProgress(exportId: string, progress: Partial<Omit<JobProgress, 'jobId'>>) {
      const event: JobProgress = { jobId: exportId, pages: 0, rows: 0, rowsPerSecond: 0, elapsedMs: 0, restarts: 0, ...progress };
      const running = held.get(exportId);
      if (running) running.progress = event;
      for (const listener of progressListeners) listener(event);
    },
    settleExport(exportId: string, result: Result<ExportAllOutcome | null>) {
      const running = held.get(exportId);
      held.delete(exportId);
      running?.settle(result);
    },
    /** How many listeners wait for export progress (to check that they are removed). */
    progressListenerCount: () => progressListeners.size,
  };

  return { api, controls };
}
