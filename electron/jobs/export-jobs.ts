import { resolve } from 'node:path';
import { exportExtension, purposeNamePart } from '../../common/export/export-formats';
import type { ExportAllOutcome, LocatedRow, ParsedInput } from '../../common/ipc/contract';
import { DEFAULT_MAX_RESTARTS } from '../../common/paging/page-walk';
import { flattenRecord } from '../../common/records/flatten';
import type { ApiClient, RetryNoticeDetails } from '../api-client/client';
import type { AcrossSession } from '../across-locations/across-session';
import { asIoFailure, exportFileName, tempPathBeside } from '../export/export-files';
import type { ExportedPaths } from '../export/exported-paths';
import { createStreamingExportFile } from '../export/streaming-export-file';
import { acrossSource } from './across-source';
import { fileSink } from './file-sink';
import type { JobRunner } from './job-runner';
import { LOCATION_COLUMNS, locatedRecord, SEARCHED_NUMBER_COLUMN, withLocation } from '../../common/records/located-row';
import { locationWalkSource } from './location-walk-source';
import { threadOrderSource } from './thread-order-source';
import { openPageSpool } from './page-spool';
import type { PendingFiles } from '../export/pending-files';
import { readMessage } from '../../common/records/vocabulary/message-vocabulary';
import type { WalkOrder } from '../../common/records/walk-order';

/** A server that never ends (fresh tokens, empty pages) still lets a job finish, with a clear stop. */
export const DEFAULT_MAX_JOB_PAGES = 200_000;

/** A conversation's order, as its manifest says it. */
const THREAD_ORDER_WORDS: Record<WalkOrder, string> = {
  'newest-first': 'oldest first: the server sent newest first, so its pages were written last page first',
  'oldest-first': 'oldest first, as the server sent them',
  unknown: 'as the server sent them: their times do not say which way it walks',
};

/** Where one location's rows come from. The token stays in the main process: only the client sees it. */
export interface LocationTarget {
  baseUrl: string;
  token: string;
  timeoutMs: number;
  connectionId: string;
  connectionLabel: string;
  locationName?: string;
}

export interface ExportJobsDeps {
  runner: JobRunner;
  client: ApiClient;
  /** The save-file dialog: the chosen path, or null when the user cancelled. */
  chooseSavePath: (suggestedName: string) => Promise<string | null>;
  exportedPaths: ExportedPaths;
  now: () => Date;
  maxRestarts?: number;
  /** Pages one location's export reads at most (DEFAULT_MAX_JOB_PAGES). */
  maxPages?: number;
  /** Temp files being written, kept so a start after a crash removes them. */
  pending: PendingFiles;
  /** Free bytes on the disk holding a folder (page-spool.ts: freeDiskBytes), or a test's disk. */
  freeBytes?: (folder: string) => Promise<number>;
}

/** A session across locations opened for an export, with what its manifest says of the connection. */
export interface OpenedAcross {
  session: AcrossSession;
  connectionLabel: string;
  /** Locations the connection has, so a chosen set is never called "all". */
  connectionLocations: number;
  everyLocation: boolean;
}

type StreamedExportInput = ParsedInput<'exportAll'> | ParsedInput<'exportAcrossLocations'>;

/**
 * "Export all results" of one location and "Export all locations": each a source (the
 * location's walk, the session across locations) into a file sink, run by the job runner. The
 * save dialog and the file come first, so an unwritable folder is said before any download.
 */
export function createExportJobs(deps: ExportJobsDeps) {
  async function openFile(input: StreamedExportInput) {
    const extension = exportExtension(input.format, input.compression);
    const chosen = await deps.chooseSavePath(exportFileName(input.suggestedName, extension, purposeNamePart(input.format, input.purpose)));
    if (chosen === null) return null;
    const path = resolve(chosen);
    const file = await asIoFailure(path, () =>
      createStreamingExportFile(
        path,
        { format: input.format, compression: input.compression, bom: input.bom, purpose: input.purpose },
        deps.pending,
      ),
    );
    return { path, extension, file, exportedAt: deps.now().toISOString() };
  }

  const fileFields = (input: StreamedExportInput) => ({
    filters: input.body,
    pageSize: input.pageSize,
    ...(input.displayTimeZone ? { displayTimeZone: input.displayTimeZone } : {}),
    fileFormat: input.format,
    compression: input.compression,
    purpose: input.purpose,
  });

  return {
    /** null when the user closed the save dialog. */
    exportAll(input: ParsedInput<'exportAll'>, target: LocationTarget): Promise<ExportAllOutcome | null> {
      return deps.runner.run('export', input.exportId, async () => {
        const opened = await openFile(input);
        if (!opened) return null;
        const walk = locationWalkSource(
          deps.client,
          { ...target, locationId: input.locationId, body: input.body, pageSize: input.pageSize },
          { kept: 'written', maxRestarts: deps.maxRestarts ?? DEFAULT_MAX_RESTARTS, maxPages: deps.maxPages ?? DEFAULT_MAX_JOB_PAGES },
        );
        const { conversation } = input;
        // A conversation's pages wait in a spool beside the file, so they can be written oldest first.
        const openSpool = () =>
          openPageSpool(tempPathBeside(`${opened.path}.spool`), {
            pending: deps.pending,
            ...(deps.freeBytes && { freeBytes: deps.freeBytes }),
          });
        const thread =
          conversation &&
          threadOrderSource(
            walk,
            openSpool,
            (record) => readMessage(record, { ...input.fields, ...(conversation.timeField && { time: conversation.timeField }) }).time,
          );
        const source = thread ?? walk;
        const sink = fileSink({
          ...opened,
          exportedPaths: deps.exportedPaths,
          leadingColumns: input.columns,
          exactColumns: Boolean(conversation),
          ...(input.fields && { fields: input.fields }),
          source,
          rowsOf: (page: Record<string, unknown>[]) => page.map((record) => ({ flat: flattenRecord(record), record })),
          manifest: () => ({
            exportedAt: opened.exportedAt,
            connectionLabel: target.connectionLabel,
            locationId: input.locationId,
            ...(target.locationName ? { locationName: target.locationName } : {}),
            scope: 'all',
            pages: source.pages(),
            restarts: source.restarts(),
            ...fileFields(input),
            ...(conversation &&
              thread && { conversation: { number: conversation.number, order: THREAD_ORDER_WORDS[thread.order() ?? 'unknown'] } }),
          }),
        });
        return { source, sink };
      });
    },

    /** Every row across locations in one file, where each came from first; null when the save dialog was closed. */
    exportAcross(
      input: ParsedInput<'exportAcrossLocations'>,
      open: (onRetry: (notice: RetryNoticeDetails) => void) => Promise<OpenedAcross>,
    ): Promise<ExportAllOutcome | null> {
      return deps.runner.run('export', input.exportId, async () => {
        const opened = await openFile(input);
        if (!opened) return null;
        let connection: OpenedAcross | undefined;
        const source = acrossSource(async (onRetry) => {
          connection = await open(onRetry);
          return connection.session;
        }, ': their rows in this file stop there. The manifest says why for each.');
        const nameOf = (locationId: string) => source.locations().find((location) => location.locationId === locationId)?.name ?? '';
        const sink = fileSink({
          ...opened,
          exportedPaths: deps.exportedPaths,
          leadingColumns: [...LOCATION_COLUMNS, ...(input.numbers ? [SEARCHED_NUMBER_COLUMN] : []), ...(input.columns ?? [])],
          ...(input.fields && { fields: input.fields }),
          source,
          rowsOf: (rows: LocatedRow[]) =>
            rows.map(({ locationId, number, item }) => ({
              flat: withLocation(flattenRecord(item), locationId, nameOf(locationId), number),
              // JSON formats keep the server's record whole, beside where it came from.
              record: locatedRecord(item, locationId, nameOf(locationId), number),
            })),
          manifest: () => {
            const locations = source.locations();
            return {
              exportedAt: opened.exportedAt,
              connectionLabel: connection?.connectionLabel ?? '',
              locationId: [...new Set(locations.map((location) => location.locationId))].join(','),
              // A chosen set is never called all: the scope and the counts say which it was.
              scope: connection?.everyLocation ? 'all-locations' : 'chosen-locations',
              pages: source.pages(),
              restarts: source.restarts(),
              ...fileFields(input),
              acrossLocations: {
                order: source.order(),
                searched: new Set(locations.map((location) => location.locationId)).size,
                ...(input.numbers && { numbers: input.numbers }),
                ofConnection: connection?.connectionLocations ?? locations.length,
                locations: locations.map((location) => ({
                  locationId: location.locationId,
                  ...(location.name !== undefined && { name: location.name }),
                  ...(location.number !== undefined && { number: location.number }),
                  rows: location.rows,
                  pages: location.pages,
                  restarts: location.restarts,
                  ended: location.ended,
                  ...(location.error && { error: { kind: location.error.kind, message: location.error.message } }),
                })),
              },
            };
          },
        });
        return { source, sink };
      });
    },

    /** false when no export runs under that id. */
    cancel: (exportId: string) => deps.runner.cancel('export', exportId),
  };
}

export type ExportJobs = ReturnType<typeof createExportJobs>;
