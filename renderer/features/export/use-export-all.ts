import { useEffect, useRef, useState } from 'react';
import type { ExplorerError, ExportAllOutcome, JobProgress, OperationInput } from '../../../common/ipc/contract';
import { explorerErrorOf, ignoreFailure } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import type { SearchSessionParams } from '../../api/queries';
import { buildExportAllRequest } from './export-request';
import type { StreamedExportFileFields } from './export-file-choice';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';

export interface ExportAllJob {
  exportId: string;
  /** What is exported, for people (the location's name): browsing may move elsewhere meanwhile. */
  source: string;
  /** null until main has a file and starts walking the pages (the save dialog comes first). */
  progress: JobProgress | null;
  cancelling: boolean;
}

export type ExportAllState =
  | { phase: 'idle' }
  | { phase: 'running'; job: ExportAllJob }
  | { phase: 'ended'; source: string; outcome: ExportAllOutcome; request: ExportAllRequest };

/** Every result of one location's search, or of a search across locations. */
export type ExportAllRequest = OperationInput<'exportAll'> | OperationInput<'exportAcrossLocations'>;

/** Which view an export belongs to: a location, or the set of locations searched together. */
export function exportPlaceOf(request: ExportAllRequest): { connectionId: string; locationId: string } {
  return { connectionId: request.connectionId, locationId: 'locationIds' in request ? request.locationIds.join(',') : request.locationId };
}

export interface ExportAllStart {
  params: SearchSessionParams;
  /** The columns the grid knows, in its order. */
  columns: readonly string[];
  /** Format, compression, byte order mark. */
  file: StreamedExportFileFields;
  source: string;
  /** The zone the user sees times in, recorded in the manifest (the CSV holds UTC). */
  displayTimeZone?: string;
  /** The file's name when not the grid's ("all results" of a conversation). */
  suggestedName?: string;
  /** A whole conversation: written oldest first with exactly `columns` (the thread's fields). */
  conversation?: OperationInput<'exportAll'>['conversation'];
}

/**
 * "Export all results": main walks every page of the query into a CSV file while this window
 * stays usable; progress arrives as events. One export at a time per workspace.
 */
export function useExportAll(fields: RoleFields) {
  const [state, setState] = useState<ExportAllState>({ phase: 'idle' });
  const runningId = useRef<string | null>(null);
  // Cancel pressed while main still waits for the save dialog finds no export to stop: it is
  // sent again with the first progress event.
  const cancelPending = useRef(false);

  useEffect(
    () => () => {
      // The workspace goes away: nobody would see this export's progress or outcome.
      const exportId = runningId.current;
      if (exportId) void mainProcess.cancelExport({ exportId }).catch(ignoreFailure);
    },
    [],
  );

  const requestCancel = (exportId: string) => {
    void mainProcess.cancelExport({ exportId })
      .then(({ cancelled }) => {
        if (cancelled) cancelPending.current = false;
      })
      .catch(ignoreFailure);
  };

  const run = async (request: ExportAllRequest, source: string) => {
    if (runningId.current) return;
    const { exportId } = request;
    runningId.current = exportId;
    cancelPending.current = false;
    setState({ phase: 'running', job: { exportId, source, progress: null, cancelling: false } });
    const unsubscribe = mainProcess.onExportProgress((progress) => {
      if (progress.jobId !== exportId) return;
      setState((current) =>
        current.phase === 'running' && current.job.exportId === exportId ? { phase: 'running', job: { ...current.job, progress } } : current,
      );
      if (cancelPending.current) requestCancel(exportId);
    });
    let outcome: ExportAllOutcome | null;
    // The file reads the time roles as the window does (a retry keeps the fields it was started with).
    const withFields = request.fields ? request : { ...request, fields };
    try {
      outcome = await ('locationIds' in withFields ? mainProcess.exportAcrossLocations(withFields) : mainProcess.exportAll(withFields));
    } catch (error) {
      outcome = stoppedBeforeStart(explorerErrorOf(error) ?? { kind: 'io', message: 'The export stopped unexpectedly.' });
    } finally {
      unsubscribe();
      runningId.current = null;
    }
    // null: the user closed the save dialog, which is not an error.
    setState(outcome ? { phase: 'ended', source, outcome, request: withFields } : { phase: 'idle' });
  };

  return {
    state,
    running: state.phase === 'running',
    start: ({ params, columns, file, source, displayTimeZone, suggestedName, conversation }: ExportAllStart) => {
      const request = buildExportAllRequest(params, columns, file, crypto.randomUUID(), displayTimeZone, suggestedName);
      void run(conversation ? { ...request, conversation } : request, source);
    },
    /** Every result of a search across locations, into one file with the location first. */
    startAcross: (request: Omit<OperationInput<'exportAcrossLocations'>, 'exportId'>, source: string) => {
      void run({ ...request, exportId: crypto.randomUUID() }, source);
    },
    /** The same export again (after a failure or a cancel), under a new export id. */
    again: () => {
      if (state.phase === 'ended') void run({ ...state.request, exportId: crypto.randomUUID() }, state.source);
    },
    cancel: () => {
      const exportId = runningId.current;
      if (!exportId) return;
      cancelPending.current = true;
      setState((current) => (current.phase === 'running' ? { phase: 'running', job: { ...current.job, cancelling: true } } : current));
      requestCancel(exportId);
    },
    dismiss: () => setState((current) => (current.phase === 'ended' ? { phase: 'idle' } : current)),
  };
}

export type ExportAll = ReturnType<typeof useExportAll>;

/** An export main refused before writing anything (no token, connection gone, file not creatable). */
function stoppedBeforeStart(error: ExplorerError): ExportAllOutcome {
  return { status: 'failed', partialPath: null, manifestPath: null, rows: 0, pages: 0, error };
}
