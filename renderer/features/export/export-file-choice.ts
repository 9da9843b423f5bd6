import type { ExportCompression, ExportFileNotes, ExportFormat, ExportPurpose } from '../../../common/export/export-formats';
import { EXPORT_FORMAT_INFO, EXPORT_PURPOSES, XLSX_MAX_CELL_CHARS, XLSX_MAX_ROWS_PER_SHEET } from '../../../common/export/export-formats';
import { MAX_FORMULA_CHARS } from '../../../common/records/cell-text';
import type { ExportDialogScope } from './export-scope';

/** What the file is, as chosen in the Export dialog. */
export interface ExportFileChoice {
  format: ExportFormat;
  /** Asked for; applied only when the format can take it (see fileChoiceFor). */
  gzip: boolean;
  bom: boolean;
}

export const DEFAULT_FILE_CHOICE: ExportFileChoice = { format: 'csv', gzip: false, bom: false };

/**
 * The choice once the purpose is given: a spreadsheet gets the byte order mark, without which Excel
 * reads UTF-8 as its old code page ("BjÃ¶rn", emoji as noise); another program gets the bytes alone.
 * The box stays the user's to change after.
 */
export function choiceForPurpose(choice: ExportFileChoice, purpose: ExportPurpose): ExportFileChoice {
  return { ...choice, bom: purpose === 'spreadsheet' };
}

/** Where the answer to "what is the file for" is remembered between exports and restarts. */
export const EXPORT_PURPOSE_KEY = 'sms-explorer.export-purpose';

export function isExportPurpose(value: unknown): value is ExportPurpose {
  return (EXPORT_PURPOSES as readonly unknown[]).includes(value);
}

/** The answers, in the dialog's words, each with the one line that says what it does to the cells. */
export const PURPOSE_CHOICES: Record<ExportPurpose, { label: string; hint: string }> = {
  spreadsheet: {
    label: 'A spreadsheet',
    hint: 'Formula guard on: a cell starting = + - @ is written ="…", so the spreadsheet shows it exactly as sent and never runs it; other cells as sent.',
  },
  program: {
    label: 'Another program',
    hint: 'Values exactly as sent, nothing added, for a CRM, dialer or script.',
  },
};

/** Whether the format is offered for this scope: Markdown is for rows the window holds. */
export function formatFitsScope(format: ExportFormat, scope: ExportDialogScope): boolean {
  return !(EXPORT_FORMAT_INFO[format].rowsOnly && scope === 'all');
}

/** The export request's fields that say what the file is. */
export interface ExportFileFields {
  format: ExportFormat;
  compression: ExportCompression;
  bom: boolean;
  /** What a CSV or TSV is for; main adds the formula guard only for a spreadsheet. */
  purpose: ExportPurpose;
}

/** The same for every result: Markdown is not offered there. */
export type StreamedExportFileFields = ExportFileFields & { format: Exclude<ExportFormat, 'markdown'> };

/** The request's fields for a choice: a box left ticked for a format that cannot use it is not sent. */
export function fileChoiceFor(choice: ExportFileChoice, purpose: ExportPurpose): ExportFileFields {
  const info = EXPORT_FORMAT_INFO[choice.format];
  return {
    format: choice.format,
    compression: choice.gzip && info.gzip ? 'gzip' : 'none',
    bom: choice.bom && (choice.format === 'csv' || choice.format === 'tsv'),
    purpose,
  };
}

/** What the dialog says of a format under its choice: what it keeps (the CSV/TSV guard is said by the purpose). */
export function formatHint(format: ExportFormat): string {
  switch (format) {
    case 'csv':
    case 'tsv':
      return `One column per field${format === 'tsv' ? ', tab-separated' : ''}, message times in UTC (RFC 3339, the value as sent beside), other values as sent.`;
    case 'jsonl':
      return 'Each record exactly as the server sent it, one per line; no formula guard.';
    case 'json':
      return 'The records exactly as the server sent them, in one array; no formula guard.';
    case 'xlsx':
      return `Real numbers, message times as Excel dates in UTC (the value as sent beside), other values as text cells exactly as sent (Excel never runs a text cell), a frozen header. Past ${(XLSX_MAX_ROWS_PER_SHEET - 1).toLocaleString('en-US')} rows a new sheet begins; cells over ${XLSX_MAX_CELL_CHARS.toLocaleString('en-US')} characters are cut (the manifest notes both).`;
    case 'markdown':
      return 'A table to paste into a ticket, message times in UTC.';
  }
}

/** What a format had to do (XLSX limits, CSV apostrophes), for the notice after the export; null when nothing. */
export function describeFileNotes(notes: ExportFileNotes | undefined): string | null {
  if (!notes) return null;
  const parts: string[] = [];
  const sheets = notes.sheets ?? [];
  if (sheets.length > 1) {
    parts.push(
      `Excel holds ${XLSX_MAX_ROWS_PER_SHEET.toLocaleString('en-US')} rows a sheet, so the rows continue over ${sheets.length} sheets (${sheets.map((sheet) => sheet.name).join(', ')}).`,
    );
  }
  if (notes.cutCells) {
    parts.push(
      `${notes.cutCells.toLocaleString('en-US')} ${notes.cutCells === 1 ? 'cell was' : 'cells were'} longer than Excel's ${XLSX_MAX_CELL_CHARS.toLocaleString('en-US')} characters and cut; export as CSV or JSON Lines to keep them whole.`,
    );
  }
  if (notes.replacedCharacterCells) {
    parts.push(
      `${notes.replacedCharacterCells.toLocaleString('en-US')} ${notes.replacedCharacterCells === 1 ? 'cell holds' : 'cells hold'} control characters Excel cannot store, shown as �.`,
    );
  }
  if (notes.apostropheCells) {
    parts.push(
      `${notes.apostropheCells.toLocaleString('en-US')} ${notes.apostropheCells === 1 ? 'cell' : 'cells'} starting like a formula ${notes.apostropheCells === 1 ? 'was' : 'were'} too long for Excel's ${MAX_FORMULA_CHARS.toLocaleString('en-US')}-character formula, so ${notes.apostropheCells === 1 ? 'it starts' : 'they start'} with a visible '; export for another program to keep ${notes.apostropheCells === 1 ? 'it' : 'them'} as sent.`,
    );
  }
  return parts.length > 0 ? parts.join(' ') : null;
}
