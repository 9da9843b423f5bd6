// What a table cell holds for one value: shared by the CSV/TSV/XLSX exports (main) and the grid's
// TSV/CSV copies (renderer). Browser-safe: no Node imports.
import { toJson } from './flatten';
import { toUtcIso } from '../time/utc-time';

const FORMULA_TRIGGERS = new Set([
  '=', '+', '-', '@', '\t', '\r',
  // Full-width look-alikes, which some spreadsheets (Apple Numbers) normalise to the above.
  '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20',
]);

/** Excel refuses a text constant longer than this inside a formula. */
export const MAX_FORMULA_TEXT_CHARS = 255;

/** The guard in one line, for the dialog, the manifest and the copy menu. */
export const FORMULA_GUARD_RULE =
  'cells starting with = + - @ (or a tab or carriage return) are written as ="…" (up to 255 characters on one line) or with a leading \' (longer ones), so a spreadsheet shows the text and runs nothing';

/**
 * Guard against CSV formula injection (OWASP "CSV Injection") for a file or copy meant for a
 * spreadsheet, which treats a cell whose text starts with `=`, `+`, `-`, `@`, TAB or CR (or
 * their full-width forms) as a formula: a body such as `=HYPERLINK(...)` would run, and a phone
 * number `+13055550148` would show as 13055550148.
 *
 * Such a cell becomes a formula that is only a text constant, `="+13055550148"`: Excel, Google
 * Sheets and Numbers show exactly `+13055550148` (a leading `'` would show too in a CSV: only
 * typed into a cell is it hidden), and a constant calls nothing. Excel caps a formula's text
 * constant at 255 characters and a line break cannot sit in one, so a longer or multi-line cell
 * gets the leading apostrophe instead: visible, but inert. Any other text is returned unchanged.
 * Numbers from the data are not passed through here: `-5` as a number is a value, not a formula.
 */
export function neutraliseFormula(text: string): string {
  const first = text[0];
  if (first === undefined || !FORMULA_TRIGGERS.has(first)) return text;
  return text.length <= MAX_FORMULA_TEXT_CHARS && !/[\r\n]/.test(text) ? `="${text.replaceAll('"', '""')}"` : `'${text}`;
}

/**
 * The text of one cell, as sent: numbers and booleans as text, null/undefined empty, objects as
 * JSON, date-times in UTC (whatever zone the grid showed them in; the manifest says which).
 * Nothing is added: a file for another program gets this, a spreadsheet `spreadsheetCellText`.
 */
export function cellText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return toUtcIso(value);
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(value);
    case 'undefined':
      return '';
    case 'object':
      if (value === null) return '';
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
      return toJson(value);
    default:
      return String(value);
  }
}

/** A cell for a spreadsheet: the text as sent, formula guard applied (a number from the data is a value: `-5` stays). */
export function spreadsheetCellText(value: unknown): string {
  const text = cellText(value);
  return typeof value === 'number' || typeof value === 'bigint' ? text : neutraliseFormula(text);
}
