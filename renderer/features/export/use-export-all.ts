import type { OperationInput } from '../../../common/ipc/contract';
import { mainProcess } from '../../api/main-process';
import type { JobState } from '../jobs/use-job';
import { useJob } from '../jobs/use-job';
import type { SearchSessionParams } from '../../api/queries';
import { buildExportAllRequest } from './export-request';
import type { StreamedExportFileFields } from './export-file-choice';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';

/** What an export is of: the location's name for people (browsing may move elsewhere meanwhile), and the request, to run it again. */
export interface ExportAbout {
  source: string;
  request: ExportAllRequest;
}

export type ExportAllState = JobState<'export', ExportAbout>;

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
  const job = useJob<'export', ExportAbout>('export');

  const run = (request: ExportAllRequest, source: string) => {
    // The file reads the time roles as the window does (a retry keeps the fields it was started with).
    const withFields = request.fields ? request : { ...request, fields };
    job.start(request.exportId, { source, request: withFields }, () =>
      'locationIds' in withFields ? mainProcess.exportAcrossLocations(withFields) : mainProcess.exportAll(withFields),
    );
  };
  const { state } = job;

  return {
    state,
    running: job.running,
    start: ({ params, columns, file, source, displayTimeZone, suggestedName, conversation }: ExportAllStart) => {
      const request = buildExportAllRequest(params, columns, file, crypto.randomUUID(), displayTimeZone, suggestedName);
      run(conversation ? { ...request, conversation } : request, source);
    },
    /** Every result of a search across locations, into one file with the location first. */
    startAcross: (request: Omit<OperationInput<'exportAcrossLocations'>, 'exportId'>, source: string) => {
      run({ ...request, exportId: crypto.randomUUID() }, source);
    },
    /** The same export again (after a failure or a cancel), under a new export id. */
    again: () => {
      if (state.phase === 'ended') run({ ...state.about.request, exportId: crypto.randomUUID() }, state.about.source);
    },
    cancel: job.cancel,
    dismiss: job.dismiss,
  };
}

export type ExportAll = ReturnType<typeof useExportAll>;
