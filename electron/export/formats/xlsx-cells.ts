import { XLSX_MAX_CELL_CHARS } from '../../../common/export/export-formats';
import { cellText } from '../../../common/records/cell-text';
import { RFC3339_DATE_TIME, toUtcIso } from '../../../common/time/utc-time';

/** What a cell's value became on its way into the sheet, counted for the manifest. */
export interface CellCounts {
  cut: number;
  replaced: number;
}

// Characters XML 1.0 cannot carry: the writer would drop them without a word, so they become U+FFFD, counted.
// eslint-disable-next-line no-control-regex
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g;

const DAY_MS = 86_400_000;
/** Excel's first day: an instant before it has no date cell, and stays ISO 8601 text. */
const EXCEL_FIRST_DAY = Date.UTC(1900, 0, 1);
/** From here on Excel's serials and the calendar's days agree (see excelInstant). */
const EXCEL_LEAP_DAY_AFTER = Date.UTC(1900, 2, 1);

/**
 * A value as an XLSX cell, as sent and typed: numbers stay numbers, booleans booleans, and an
 * instant with an offset (`2024-05-01T12:00:00+02:00`) becomes an Excel date-time in UTC, unless
 * it is finer than milliseconds (Excel's resolution) or before 1900, which stay ISO 8601 text so
 * nothing is lost. Any other value is a text cell holding the value's text with nothing added:
 * Excel never evaluates a text cell, so no formula guard is needed. Cut to Excel's cell limit.
 */
export function xlsxValue(value: unknown, counts: CellCounts): string | number | boolean | Date | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'boolean') return value;
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const instant = excelInstant(value);
    if (instant) return instant;
  }
  return fitText(cellText(value), counts);
}

function excelInstant(text: string): Date | null {
  // Every form with an offset, as the CSV writes it (RFC 3339 UTC); finer than milliseconds stays text.
  const match = RFC3339_DATE_TIME.exec(toUtcIso(text));
  if (!match || (match[3]?.length ?? 0) > 4) return null;
  const time = Date.parse(match[0]);
  if (Number.isNaN(time) || time < EXCEL_FIRST_DAY) return null;
  // Excel counts a 1900-02-29 that never was (Lotus 1-2-3's leap-year bug), so before 1900-03-01
  // its serial is one day less than the days since 1899-12-30 that the writer computes: the
  // instant given to the writer is a day earlier, so the serial in the file is Excel's.
  return new Date(time < EXCEL_LEAP_DAY_AFTER ? time - DAY_MS : time);
}

function fitText(text: string, counts: CellCounts): string {
  let fitted = text;
  if (NOT_IN_XML.test(fitted)) {
    counts.replaced += 1;
    fitted = fitted.replace(NOT_IN_XML, '\ufffd');
  }
  if (fitted.length > XLSX_MAX_CELL_CHARS) {
    counts.cut += 1;
    // Never split a surrogate pair: half a character would be an encoding error in the file.
    const end = /[\ud800-\udbff]/.test(fitted[XLSX_MAX_CELL_CHARS - 1] ?? '') ? XLSX_MAX_CELL_CHARS - 1 : XLSX_MAX_CELL_CHARS;
    fitted = fitted.slice(0, end);
  }
  return fitted;
}

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
const DATE_WIDTH = 28;

/** A column's width in characters, from its header and the first rows' values, within bounds. */
export function columnWidth(header: string, values: readonly unknown[]): number {
  let widest = header.length;
  for (const value of values) {
    const length = value instanceof Date ? DATE_WIDTH : value === null ? 0 : longestLine(String(value));
    if (length > widest) widest = length;
    if (widest >= MAX_WIDTH) return MAX_WIDTH;
  }
  return Math.max(MIN_WIDTH, widest + 2);
}

function longestLine(text: string): number {
  let longest = 0;
  for (const line of text.slice(0, MAX_WIDTH * 4).split('\n')) longest = Math.max(longest, line.length);
  return longest;
}
