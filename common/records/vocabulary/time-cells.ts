import { msToUtcIso, toUtcIso } from '../../time/utc-time';
import { readTimeValue } from './message-time';
import { roleOfRoleColumn, TIME_ROLE_COLUMN, withRoleCells } from './role-columns';
import { bindingPaths, readingOf } from './role-fields';
import type { RoleFields } from './role-fields';

// How a file writes the time roles: as times the program reading it knows (RFC 3339 UTC in text,
// an Excel date in XLSX, which reads RFC 3339), whatever form the server sent them in (epoch
// milliseconds, RFC 2822, a time without a zone the user stated), and the value as sent beside it.

/** The column beside a time column that keeps the value as the server sent it. */
export const asSentColumn = (column: string) => `${column} (as sent)`;

/** The columns of flattened rows that the time roles read (a path into an array is no column of its own). */
export function timeRoleColumns(fields: RoleFields): { column: string; zone: string | undefined }[] {
  return (['time', 'deliveredTime'] as const).flatMap((role) => {
    const binding = fields[role];
    if (binding === undefined) return [];
    const zone = readingOf(binding).zone;
    // The time's role column (role-columns.ts) is a time column too, where a file holds it.
    const paths = [...bindingPaths(binding).filter((path) => !path.includes('[')), ...(role === 'time' ? [TIME_ROLE_COLUMN] : [])];
    return paths.map((column) => ({ column, zone }));
  });
}

/** A file's columns with each time role's column followed by its value as sent. */
export function withAsSentColumns(columns: readonly string[], fields: RoleFields): string[] {
  const times = new Set(timeRoleColumns(fields).map(({ column }) => column));
  return columns.flatMap((column) => (times.has(column) ? [column, asSentColumn(column)] : [column]));
}

/**
 * One flattened row with its time roles' cells written as RFC 3339 UTC (the fraction kept digit
 * for digit when the server wrote one), the value as sent beside when the two differ. A value the
 * vocabulary cannot read as a time stays as sent in its own column.
 * `columns`: the file's columns, whose role columns are filled.
 */
export function withTimeCells(
  given: Record<string, unknown>,
  fields: RoleFields,
  columns: readonly string[] = [],
): Record<string, unknown> {
  // The grid's role columns (role-columns.ts) a file holds are read through the vocabulary, as the grid reads them.
  const flat = withRoleCells(
    given,
    columns.filter((column) => roleOfRoleColumn(column) !== null),
    fields,
  );
  const times = timeRoleColumns(fields);
  if (times.length === 0) return flat;
  const row: Record<string, unknown> = { ...flat };
  for (const { column, zone } of times) {
    if (!Object.hasOwn(flat, column)) continue;
    const sent = flat[column];
    const reading = readTimeValue(sent, zone);
    if (reading.ms === null) continue;
    const written = typeof sent === 'string' && reading.assumedZone === null ? toUtcIso(sent) : msToUtcIso(reading.ms);
    row[column] = written;
    if (written !== sent) row[asSentColumn(column)] = sent;
  }
  return row;
}

/** What a manifest says of the time roles' columns (nothing when there are none). */
export function timeRolesField(fields: RoleFields): { timeRoleColumns?: string[] } {
  const columns = timeRoleColumns(fields)
    .map(({ column }) => column)
    .filter((column) => column !== TIME_ROLE_COLUMN);
  return columns.length > 0 ? { timeRoleColumns: columns } : {};
}
