import { resolve } from 'node:path';
import type { ExportOutcome, ParsedInput } from '../../common/ipc/contract';
import { flattenRecord, inferColumns } from '../../common/records/flatten';
import { LEADING_COLUMNS, LOCATION_COLUMNS, locatedRecord, withLocation } from '../../common/records/located-row';
import { exportExtension, purposeNamePart } from '../../common/export/export-formats';
import { timeRolesField, withAsSentColumns, withTimeCells } from '../../common/records/vocabulary/time-cells';
import { asIoFailure, exportFileName } from './export-files';
import type { ExportedPaths } from './exported-paths';
import { createExportedPaths } from './exported-paths';
import { manifestPathFor, writeManifest } from './manifest';
import type { CommittedFile } from './streaming-export-file';
import { createStreamingExportFile, notesField } from './streaming-export-file';
import type { PendingFiles } from './pending-files';

export interface RowExporterDeps {
  /** The save-file dialog: the chosen path, or null when the user cancelled. */
  chooseSavePath: (suggestedName: string) => Promise<string | null>;
  now: () => Date;
  /** Shared with the other exports, so "Show in folder" knows every file this session wrote. */
  exportedPaths?: ExportedPaths;
  /** Temp files being written, kept so a start after a crash removes them. */
  pending: PendingFiles;
}

/** What the export needs to know about the connection, without ever holding its token. */
export interface ExportContext {
  connectionLabel: string;
  locationName?: string;
  /** The connection's location names by id, for rows of a search across locations. */
  locationNames?: ReadonlyMap<string, string>;
}

export interface RowExporter {
  /** null when the user closed the save dialog. */
  exportRows(input: ParsedInput<'exportRows'>, context: ExportContext): Promise<ExportOutcome | null>;
  /** True only for files this session wrote: "Show in folder" must not reveal arbitrary paths. */
  isExportedPath(path: string): boolean;
}

export function createRowExporter(deps: RowExporterDeps): RowExporter {
  const written = deps.exportedPaths ?? createExportedPaths();

  return {
    async exportRows(input, context) {
      const extension = exportExtension(input.format, input.compression);
      const chosen = await deps.chooseSavePath(
        exportFileName(input.suggestedName, extension, purposeNamePart(input.format, input.purpose)),
      );
      if (chosen === null) return null;
      const path = resolve(chosen);
      const located = input.locations
        ? {
            ids: input.locations,
            names: context.locationNames ?? new Map<string, string>(),
            ...(input.numbers && { numbers: input.numbers }),
          }
        : null;
      const fields = input.fields ?? {};
      const named = withAsSentColumns(input.columns ?? inferColumns(flattenEach(input.rows, located)), fields);
      // Rows across locations say where each came from in every file, whatever the grid showed.
      const leading: readonly string[] = located?.numbers ? LEADING_COLUMNS : LOCATION_COLUMNS;
      const columns = located ? [...leading, ...named.filter((column) => !leading.includes(column))] : named;

      const file = await writeInPlace(path, input, columns, located, deps.pending);
      written.add(path);
      // Rows across locations name every location they came from; one location's rows, that one.
      const where = located
        ? { locationId: [...new Set(located.ids)].join(',') }
        : { locationId: input.locationId, ...(context.locationName ? { locationName: context.locationName } : {}) };

      const manifestPath = await asIoFailure(manifestPathFor(path), () =>
        writeManifest(
          path,
          {
            exportedAt: deps.now().toISOString(),
            connectionLabel: context.connectionLabel,
            ...where,
            filters: input.body,
            pageSize: input.pageSize,
            scope: input.scope,
            ...(input.displayTimeZone ? { displayTimeZone: input.displayTimeZone } : {}),
            ...timeRolesField(fields),
            pages: input.pages,
            rows: input.rows.length,
            columns,
            complete: true,
            fileFormat: input.format,
            compression: input.compression,
            purpose: input.purpose,
            notes: file.notes,
          },
          file,
        ),
      );
      written.add(manifestPath);
      return { path, manifestPath, rows: input.rows.length, columns, ...notesField(file.notes) };
    },
    isExportedPath: (path) => written.has(path),
  };
}

interface RowLocations {
  /** The location of each row, in the rows' order. */
  ids: readonly string[];
  names: ReadonlyMap<string, string>;
  /** A list's rows: the number searched of each row, in the rows' order. */
  numbers?: readonly string[];
}

/** Writes to a temp file beside the destination and renames it into place only when complete. */
async function writeInPlace(
  path: string,
  input: ParsedInput<'exportRows'>,
  columns: string[],
  located: RowLocations | null,
  pending: PendingFiles,
): Promise<CommittedFile> {
  return asIoFailure(path, async () => {
    const file = await createStreamingExportFile(
      path,
      { format: input.format, compression: input.compression, bom: input.bom, purpose: input.purpose },
      pending,
    );
    try {
      const writer = file.writer(columns);
      for (const [index, record] of input.rows.entries()) {
        const locationId = located?.ids[index];
        // As the export of every result across locations writes them (jobs/export-jobs.ts).
        const name = locationId === undefined ? '' : (located?.names.get(locationId) ?? '');
        await writer.write({
          record: locationId === undefined ? record : locatedRecord(record, locationId, name, located?.numbers?.[index]),
          cells: withTimeCells(cellsOf(record, index, located), input.fields ?? {}, columns),
        });
      }
    } catch (error) {
      await file.discard();
      throw error;
    }
    return file.commit(path);
  });
}

/** A row's cells: flattened, with its location first when it has one. */
function cellsOf(record: Record<string, unknown>, index: number, located: RowLocations | null): Record<string, unknown> {
  const locationId = located?.ids[index];
  return locationId === undefined
    ? flattenRecord(record)
    : withLocation(flattenRecord(record), locationId, located?.names.get(locationId) ?? '', located?.numbers?.[index]);
}

function* flattenEach(rows: readonly Record<string, unknown>[], located: RowLocations | null): Generator<Record<string, unknown>> {
  for (const [index, row] of rows.entries()) yield cellsOf(row, index, located);
}
