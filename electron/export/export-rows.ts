import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ExportOutcome, ParsedInput } from '../../common/ipc/contract';
import { flattenRecord, inferColumns } from '../../common/records/flatten';
import { createCsvWriter } from './csv-writer';
import { asIoFailure, csvFileName, tempPathBeside } from './export-files';
import type { ExportedPaths } from './exported-paths';
import { createExportedPaths } from './exported-paths';
import { manifestPathFor, writeManifest } from './manifest';

export interface RowExporterDeps {
  /** The save-file dialog: the chosen path, or null when the user cancelled. */
  chooseSavePath: (suggestedName: string) => Promise<string | null>;
  now: () => Date;
  /** Shared with the other exports, so "Show in folder" knows every file this session wrote. */
  exportedPaths?: ExportedPaths;
}

/** What the export needs to know about the connection, without ever holding its token. */
export interface ExportContext {
  connectionLabel: string;
  locationName?: string;
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
      const chosen = await deps.chooseSavePath(csvFileName(input.suggestedName));
      if (chosen === null) return null;
      const path = resolve(chosen);
      const columns = input.columns ?? inferColumns(flattenEach(input.rows));

      await writeCsvInPlace(path, input.rows, columns, input.bom);
      written.add(path);

      const manifestPath = await asIoFailure(manifestPathFor(path), () =>
        writeManifest(path, {
          exportedAt: deps.now().toISOString(),
          connectionLabel: context.connectionLabel,
          locationId: input.locationId,
          ...(context.locationName ? { locationName: context.locationName } : {}),
          filters: input.body,
          pageSize: input.pageSize,
          scope: input.scope,
          ...(input.displayTimeZone ? { displayTimeZone: input.displayTimeZone } : {}),
          pages: input.pages,
          rows: input.rows.length,
          columns,
          complete: true,
        }),
      );
      written.add(manifestPath);
      return { path, manifestPath, rows: input.rows.length, columns };
    },
    isExportedPath: (path) => written.has(path),
  };
}

/** Writes to a temp file beside the destination and renames it into place only when complete. */
async function writeCsvInPlace(path: string, rows: Record<string, unknown>[], columns: string[], bom: boolean): Promise<void> {
  const temp = tempPathBeside(path);
  await asIoFailure(path, async () => {
    try {
      const writer = createCsvWriter(createWriteStream(temp, { flags: 'wx' }), { columns, bom });
      for (const row of rows) await writer.write(flattenRecord(row));
      await writer.end();
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => {});
      throw error;
    }
  });
}

function* flattenEach(rows: Iterable<Record<string, unknown>>): Generator<Record<string, unknown>> {
  for (const row of rows) yield flattenRecord(row);
}
