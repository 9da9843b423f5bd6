// What a spreadsheet cell holds for one value: shared by the CSV export (main) and the grid's
// TSV/CSV copies (renderer), so both are equally safe to open. Browser-safe: no Node imports.
import { toJson } from './flatten';
import { toUtcIso } from '../time/utc-time';

const FORMULA_TRIGGERS = new Set([
  '=', '+', '-', '@', '\t', '\r',
  // Full-width look-alikes, which some spreadsheets (Apple Numbers) normalise to the above.
  '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20',
]);

/**
 * Guard against CSV formula injection (OWASP "CSV Injection"): a spreadsheet treats a cell whose
 * text starts with `=`, `+`, `-`, `@`, TAB or CR (or their full-width forms) as a formula, so a
 * message body such as `=HYPERLINK(...)` could run when the export is opened. Such cells get a
 * leading apostrophe, which spreadsheets read as "this is text". Every other value is returned
 * unchanged. Note that this includes phone numbers such as `+15551234567`.
 * Numbers from the data are not passed through here: `-5` as a number is a value, not a formula.
 */
export function neutraliseFormula(value: string): string {
  const first = value[0];
  return first !== undefined && FORMULA_TRIGGERS.has(first) ? `'${value}` : value;
}

/**
 * The text of one cell: numbers and booleans as text, null/undefined empty, objects as JSON,
 * date-times in UTC (whatever zone the grid showed them in; the manifest says which).
 */
export function cellText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return neutraliseFormula(toUtcIso(value));
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(value);
    case 'undefined':
      return '';
    case 'object':
      if (value === null) return '';
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
      return neutraliseFormula(toJson(value));
    default:
      return neutraliseFormula(String(value));
  }
}

