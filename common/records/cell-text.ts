// What a table cell holds for one value: shared by the CSV/TSV/XLSX exports (main) and the grid's
// TSV/CSV copies (renderer). Browser-safe: no Node imports.
import { toJson } from './flatten';
import { toUtcIso } from '../time/utc-time';

const FORMULA_TRIGGERS = new Set([
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  // Full-width look-alikes, which some spreadsheets (Apple Numbers) normalise to the above.
  '\uFF1D',
  '\uFF0B',
  '\uFF0D',
  '\uFF20',
]);

/** Excel refuses a text constant longer than this inside a formula: a longer value is written in pieces. */
export const MAX_FORMULA_TEXT_CHARS = 255;

/** Excel's limit on a formula's length: a value whose guarded formula would pass it keeps the leading `'`. */
export const MAX_FORMULA_CHARS = 8192;

/** The guard in one line, for the dialog, the manifest and the copy menu. */
export const FORMULA_GUARD_RULE =
  'cells starting with = + - @ (or a tab or carriage return) are written as ="…" (a long or multi-line one joined with & and CHAR(10)), so a spreadsheet shows exactly the text and runs nothing; only a cell whose formula would pass Excel\'s 8,192 characters gets a leading \' instead';

const LINE_BREAK_CODES: Record<string, number> = { '\n': 10, '\r': 13 };

/** `"…"` pieces of at most 255 characters, a surrogate pair never cut in two. */
function textConstants(line: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (start < line.length) {
    let end = Math.min(start + MAX_FORMULA_TEXT_CHARS, line.length);
    if (end < line.length && /[\uD800-\uDBFF]/.test(line[end - 1] as string)) end -= 1;
    pieces.push(`"${line.slice(start, end).replaceAll('"', '""')}"`);
    start = end;
  }
  return pieces;
}

/**
 * The value as a formula that is only text: `="+13055550148"`, and for a value past 255 characters
 * or on several lines (a constant holds neither) its pieces joined, `="=== This week ==="&CHAR(10)&"Sourdough…"`.
 * Null when that formula would pass Excel's length limit.
 */
function textFormula(text: string): string | null {
  const parts: string[] = [];
  for (const piece of text.split(/(\r|\n)/)) {
    if (piece in LINE_BREAK_CODES) parts.push(`CHAR(${LINE_BREAK_CODES[piece]})`);
    else parts.push(...textConstants(piece));
  }
  const formula = `=${parts.join('&')}`;
  return formula.length <= MAX_FORMULA_CHARS ? formula : null;
}

/**
 * Guard against CSV formula injection (OWASP "CSV Injection") for a file or copy meant for a
 * spreadsheet, which treats a cell whose text starts with `=`, `+`, `-`, `@`, TAB or CR (or
 * their full-width forms) as a formula: a body such as `=HYPERLINK(...)` would run, and a phone
 * number `+13055550148` would show as 13055550148. Any other cell is returned unchanged: a
 * spreadsheet runs nothing else, so nothing else needs a guard.
 *
 * Such a cell becomes a formula that is only text constants, `="+13055550148"`: Excel, Google
 * Sheets, LibreOffice and Numbers show exactly `+13055550148`, and constants call nothing. A
 * leading `'` would show in the cell (only typed into a cell is it hidden), so it is kept for the
 * one case a formula cannot hold: a value whose formula passes Excel's 8,192 characters (far past
 * any SMS); the writer counts those and says so.
 * Numbers from the data are not passed through here: `-5` as a number is a value, not a formula.
 */
export function neutraliseFormula(text: string): string {
  const first = text[0];
  if (first === undefined || !FORMULA_TRIGGERS.has(first)) return text;
  return textFormula(text) ?? `'${text}`;
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
