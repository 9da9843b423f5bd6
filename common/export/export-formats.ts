// The file formats an export can write, shared by the dialog (renderer) and the writers (main).
// Browser-safe: no Node imports.

export const EXPORT_FORMATS = ['csv', 'tsv', 'jsonl', 'json', 'xlsx', 'markdown'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * What a CSV or TSV file is for: a spreadsheet (the formula guard on, cell-text.ts) or another
 * program, a CRM, a dialer, a script (values exactly as sent). Other formats never add a guard.
 */
export const EXPORT_PURPOSES = ['spreadsheet', 'program'] as const;
export type ExportPurpose = (typeof EXPORT_PURPOSES)[number];

/** Whether a file of this format, written for this purpose, carries the formula guard. */
export function guardsFormulas(format: ExportFormat, purpose: ExportPurpose): boolean {
  return (format === 'csv' || format === 'tsv') && purpose === 'spreadsheet';
}

/** What the suggested file name says of a CSV or TSV's purpose: the two files differ, so their names do too. */
export function purposeNamePart(format: ExportFormat, purpose: ExportPurpose): string {
  if (format !== 'csv' && format !== 'tsv') return '';
  return purpose === 'spreadsheet' ? '-for-spreadsheet' : '-for-programs';
}

export const EXPORT_COMPRESSIONS = ['none', 'gzip'] as const;
export type ExportCompression = (typeof EXPORT_COMPRESSIONS)[number];

export interface ExportFormatInfo {
  label: string;
  /** The file name's ending, without compression. */
  extension: string;
  /** Can be gzip-compressed: the text formats a reader streams line by line. */
  gzip: boolean;
  /** Written only for rows the window holds (a page, the loaded rows): a table read by people, not millions of rows. */
  rowsOnly: boolean;
}

export const EXPORT_FORMAT_INFO: Record<ExportFormat, ExportFormatInfo> = {
  csv: { label: 'CSV', extension: 'csv', gzip: true, rowsOnly: false },
  tsv: { label: 'TSV', extension: 'tsv', gzip: true, rowsOnly: false },
  jsonl: { label: 'JSON Lines', extension: 'jsonl', gzip: true, rowsOnly: false },
  json: { label: 'JSON (one array)', extension: 'json', gzip: false, rowsOnly: false },
  xlsx: { label: 'Excel', extension: 'xlsx', gzip: false, rowsOnly: false },
  markdown: { label: 'Markdown table', extension: 'md', gzip: false, rowsOnly: true },
};

/** Excel's limits: rows per sheet (header included) and characters per cell. */
export const XLSX_MAX_ROWS_PER_SHEET = 1_048_576;
export const XLSX_MAX_CELL_CHARS = 32_767;

/** The file's ending: `csv`, `csv.gz`, `xlsx`... Compression the format cannot take is ignored (the input schema refuses it anyway). */
export function exportExtension(format: ExportFormat, compression: ExportCompression): string {
  const info = EXPORT_FORMAT_INFO[format];
  return compression === 'gzip' && info.gzip ? `${info.extension}.gz` : info.extension;
}

/** What a format had to do to the data, told in the manifest and after the export. */
export interface ExportFileNotes {
  /** XLSX: the sheets and how many data rows each holds (a new sheet past Excel's row limit). */
  sheets?: { name: string; rows: number }[];
  /** XLSX: cells longer than Excel's 32,767 characters, cut to that length. */
  cutCells?: number;
  /** XLSX: cells holding control characters XML cannot carry, each replaced by U+FFFD. */
  replacedCharacterCells?: number;
  /** CSV and TSV for a spreadsheet: cells too long for the guard's text formula, written with a visible leading `'`. */
  apostropheCells?: number;
}
