import type { ExportFileNotes } from '../../../common/export/export-formats';

/**
 * One row on its way to a file, in both shapes: tabular formats write `cells` (the flattened
 * record in the export's column plan), record formats write `record` as the server sent it
 * (after token redaction), so nested objects stay nested. Whoever feeds the writers (one search,
 * several locations...) builds both; the writers never look anywhere else.
 */
export interface ExportRow {
  record: Record<string, unknown>;
  cells: Record<string, unknown>;
}

/** What a format had to do to the data (see ExportFileNotes). */
export type FormatNotes = ExportFileNotes;

export interface FormatWriter {
  /** Resolves once the row is accepted; waits while the output is full, so memory stays flat. */
  write(row: ExportRow): Promise<void>;
  /** Writes what closes the file and ends the output. */
  end(): Promise<void>;
  notes(): FormatNotes;
}

export interface FormatWriterOptions {
  columns: string[];
  /** CSV and TSV: a UTF-8 byte order mark first, which Excel needs to read UTF-8 correctly. */
  bom: boolean;
  /** CSV and TSV: the formula guard for a spreadsheet (every other format writes values as sent). */
  guardFormulas: boolean;
  /** Settles (rejects) only if the output fails, so a write waiting for room is released. */
  failed: Promise<never>;
  /** XLSX: data rows per sheet (Excel's limit less the header); smaller only in tests. */
  maxRowsPerSheet?: number;
}
