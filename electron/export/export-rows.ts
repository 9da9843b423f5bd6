import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { ExportOutcome, ParsedInput } from '../ipc/contract';
import { ExplorerFailure, fail } from '../errors/failure';
import { flattenRecord, inferColumns } from '../shared/flatten';
import { createCsvWriter } from './csv-writer';
import { manifestPathFor, writeManifest } from './manifest';

export interface RowExporterDeps {
  /** The save-file dialog: the chosen path, or null when the user cancelled. */
  chooseSavePath: (suggestedName: string) => Promise<string | null>;
  now: () => Date;
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
  const written = new Set<string>();

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
          pages: input.pages,
          rows: input.rows.length,
          columns,
          complete: true,
        }),
      );
      written.add(manifestPath);
      return { path, manifestPath, rows: input.rows.length, columns };
    },
    isExportedPath: (path) => written.has(resolve(path)),
  };
}

/**
 * Writes to a temp file in the destination folder and renames it into place only when complete,
 * so a failed export never leaves a half file under the name the user chose. Same folder, so the
 * rename is atomic (no cross-device copy).
 */
async function writeCsvInPlace(path: string, rows: Record<string, unknown>[], columns: string[], bom: boolean): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${randomUUID()}.part`);
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

async function asIoFailure<T>(path: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ExplorerFailure || !hasErrorCode(error)) throw error;
    return fail('io', `Could not write ${path}: ${describeIoError(error.code)}. Choose another folder.`);
  }
}

function* flattenEach(rows: Iterable<Record<string, unknown>>): Generator<Record<string, unknown>> {
  for (const row of rows) yield flattenRecord(row);
}

/** A file name the save dialog can propose: no folders, no characters file systems refuse. */
export function csvFileName(suggestedName: string): string {
  // eslint-disable-next-line no-control-regex
  const safe = basename(suggestedName.replace(/\\/g, '/')).replace(/[<>:"|?*\u0000-\u001f]/g, '-').trim();
  const name = safe === '' || safe === '.' || safe === '..' ? 'export' : safe;
  return /\.csv$/i.test(name) ? name : `${name}.csv`;
}

/** A file-system error (errno code such as ENOENT); anything else is a bug, not the user's folder. */
function hasErrorCode(error: unknown): error is { code: string } {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^E[A-Z0-9]+$/.test(code);
}

function describeIoError(code: string): string {
  switch (code) {
    case 'ENOENT':
      return 'the folder does not exist';
    case 'ENOTDIR':
      return 'part of the path is not a folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOSPC':
      return 'the disk is full';
    case 'EDQUOT':
      return 'the disk quota is exceeded';
    case 'EROFS':
      return 'the disk is read-only';
    case 'EISDIR':
      return 'a folder with that name already exists';
    case 'ENAMETOOLONG':
      return 'the file name is too long';
    case 'EBUSY':
      return 'the file is open in another program';
    default:
      return `the system reported ${code}`;
  }
}
