import { resolve } from 'node:path';
import type { ExportOutcome, ParsedInput } from '../../common/ipc/contract';
import { flattenRecord, inferColumns } from '../../common/records/flatten';
import { exportExtension } from '../../common/export/export-formats';
import { asIoFailure, exportFileName } from './export-files';
import type { ExportedPaths } from './exported-paths';
import { createExportedPaths } from './exported-paths';
import { manifestPathFor, writeManifest } from './manifest';
import type { CommittedFile } from './streaming-export-file';
import { createStreamingExportFile, notesField } from './streaming-export-file';

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
      const extension = exportExtension(input.format, input.compression);
      const chosen = await deps.chooseSavePath(exportFileName(input.suggestedName, extension));
      if (chosen === null) return null;
      const path = resolve(chosen);
      const columns = input.columns ?? inferColumns(flattenEach(input.rows));

      const file = await writeInPlace(path, input, columns);
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
          fileFormat: input.format,
          compression: input.compression,
          purpose: input.purpose,
          notes: file.notes,
        }, file),
      );
      written.add(manifestPath);
      return { path, manifestPath, rows: input.rows.length, columns, ...notesField(file.notes) };
    },
    isExportedPath: (path) => written.has(path),
  };
}

/** Writes to a temp file beside the destination and renames it into place only when complete. */
async function writeInPlace(path: string, input: ParsedInput<'exportRows'>, columns: string[]): Promise<CommittedFile> {
  return asIoFailure(path, async () => {
    const file = await createStreamingExportFile(path, { format: input.format, compression: input.compression, bom: input.bom, purpose: input.purpose });
    try {
      const writer = file.writer(columns);
      for (const record of input.rows) await writer.write({ record, cells: flattenRecord(record) });
    } catch (error) {
      await file.discard();
      throw error;
    }
    return file.commit(path);
  });
}

function* flattenEach(rows: Iterable<Record<string, unknown>>): Generator<Record<string, unknown>> {
  for (const row of rows) yield flattenRecord(row);
}
