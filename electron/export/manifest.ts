import { createHash } from 'node:crypto';
import { open, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import type { ExportCompression, ExportFormat, ExportPurpose } from '../../common/export/export-formats';
import { guardsFormulas } from '../../common/export/export-formats';
import { FORMULA_GUARD_RULE } from '../../common/records/cell-text';
import { tempPathBeside, withSuffix } from './export-files';
import type { FormatNotes } from './formats/format-writer-types';

/** What an export records about itself. There is deliberately no field that could hold a token. */
export interface ManifestInfo {
  exportedAt: string;
  connectionLabel: string;
  locationId: string;
  locationName?: string;
  /** The search request body the rows were fetched with. */
  filters: Record<string, unknown>;
  pageSize: number;
  scope: string;
  /** The 1-based page numbers the rows come from, or how many pages were read. */
  pages: number[] | number;
  rows: number;
  columns: string[];
  /** Every row meant for the file was written (false for an export that stopped early). */
  complete: boolean;
  /** Times the walk started over from the first page after its page token expired. */
  restarts?: number;
  /** The zone the user saw times in when exporting ('UTC', 'Local (Europe/Paris)', ...). */
  displayTimeZone?: string;
  /** Why an incomplete export stopped. Errors reaching here never hold a token (the client scrubs them). */
  stoppedBy?: { kind: string; message: string };
  /** The file's format and compression (CSV, uncompressed, when not given). */
  fileFormat?: ExportFormat;
  compression?: ExportCompression;
  /** CSV and TSV: written for a spreadsheet (formula guard) or another program (values as sent); a spreadsheet when not given. */
  purpose?: ExportPurpose;
  /** What the format had to do to the data (XLSX sheets, cells cut to Excel's limit). */
  notes?: FormatNotes;
  /** An export across locations: each location's rows, pages, restarts and error, and how the rows were ordered. */
  /** `searched` of the connection's `ofConnection` locations: fewer when the user chose a set. */
  acrossLocations?: { order: string; searched: number; ofConnection: number; locations: unknown[] };
  /** The time roles' columns, written as RFC 3339 UTC (Excel dates in XLSX) whatever form the server sent, each with `<column> (as sent)` beside. */
  timeRoleColumns?: string[];
  /** A whole conversation: its number, and the order its rows are in, in words. */
  conversation?: { number: string; order: string };
}

/** The size and SHA-256 of a file's bytes, taken as they were written. */
export interface WrittenFile {
  bytes: number;
  sha256: string;
}

export const MANIFEST_FORMAT = 'sms-explorer-export-manifest/1';
export const TIMES_IN_FILE =
  'the time roles (timeRoleColumns) and date-times that state their zone: RFC 3339, UTC; the time roles as sent beside them; any other value (an epoch number outside the time roles, a date-time without a zone) as sent';
const TIMES_BY_FORMAT: Record<ExportFormat, string> = {
  csv: TIMES_IN_FILE,
  tsv: TIMES_IN_FILE,
  markdown: TIMES_IN_FILE,
  xlsx: 'the time roles (timeRoleColumns) and date-times that state their zone: Excel date-times in UTC (their columns say "(UTC)"), the time roles as sent beside them; times finer than milliseconds stay ISO 8601 text; any other value as sent',
  jsonl: 'as the server sent them',
  json: 'as the server sent them',
};

/**
 * `<name>.csv` → `<name>.csv.manifest.json`: named after the whole file name, so the same rows
 * exported in two formats keep one manifest each and neither replaces the other.
 */
export function manifestPathFor(path: string): string {
  // A long name is cut to fit 255 bytes with its ending.
  return withSuffix(dirname(path), basename(path), '.manifest.json');
}

/** What the manifest says about the formula guard: whether one was added to this file's cells, and how. */
export function formulaGuardOf(
  format: ExportFormat,
  purpose: ExportPurpose,
): { formulaGuard: 'spreadsheet' | 'none'; formulaGuardRule: string } {
  if (guardsFormulas(format, purpose)) return { formulaGuard: 'spreadsheet', formulaGuardRule: FORMULA_GUARD_RULE };
  return { formulaGuard: 'none', formulaGuardRule: 'values exactly as sent: nothing is added to any cell' };
}

/**
 * Writes the manifest beside the file, with its size and SHA-256 so whoever receives the export
 * can check it is whole and unaltered: `written` when the bytes were hashed on their way to the
 * disk, else the file is read again. Written to a temp file first and renamed, like the export,
 * so a manifest on disk is always complete. Returns the manifest's path.
 */
export async function writeManifest(csvPath: string, info: ManifestInfo, written?: WrittenFile): Promise<string> {
  const { sha256, bytes } = written ?? (await hashFile(csvPath));
  const manifestPath = manifestPathFor(csvPath);
  const { fileFormat = 'csv', compression = 'none', purpose = 'spreadsheet', notes, ...rest } = info;
  const manifest = {
    format: MANIFEST_FORMAT,
    ...rest,
    fileFormat,
    compression,
    ...(fileFormat === 'csv' || fileFormat === 'tsv'
      ? { writtenFor: purpose === 'spreadsheet' ? 'a spreadsheet' : 'another program' }
      : {}),
    ...formulaGuardOf(fileFormat, purpose),
    ...notes,
    // Tables hold instants in UTC whatever the grid showed (see cell-text.ts); JSON keeps the server's text.
    timesInFile: TIMES_BY_FORMAT[fileFormat],
    file: { name: basename(csvPath), bytes, sha256 },
  };
  const temp = tempPathBeside(manifestPath);
  try {
    // Owner-only, like the export it describes (its filters may name a customer's number).
    await writeFile(temp, `${JSON.stringify(manifest, null, 2)}\n`, { encoding: 'utf8', flag: 'wx', mode: 0o600 });
    await rename(temp, manifestPath);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return manifestPath;
}

const HASH_CHUNK_BYTES = 1024 * 1024;

/**
 * Reads the file through SHA-256 in chunks, so hashing a large export does not load it into
 * memory. One buffer is reused for every chunk: a stream would allocate a new one per chunk, and
 * for a file of hundreds of megabytes that garbage shows up as a peak in the process's memory.
 */
export async function hashFile(path: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(HASH_CHUNK_BYTES);
  let bytes = 0;
  const file = await open(path, 'r');
  try {
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
      bytes += bytesRead;
    }
  } finally {
    await file.close();
  }
  return { sha256: hash.digest('hex'), bytes };
}
