import { readTime } from '../../../common/records/vocabulary/message-time';
import { roleOfColumn } from '../../../common/records/vocabulary/message-vocabulary';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';

// How the grid's views (one location, several) sort and show the time roles' columns.

/** What a column sorts by: a time role by its instant (offsets and epoch units compared as times), anything else as it is. */
export function sortValueOf(rowAt: (index: number) => Record<string, unknown> | undefined, column: string, fields: RoleFields) {
  const role = roleOfColumn(column, fields);
  if (role !== 'time' && role !== 'deliveredTime') return (index: number) => rowAt(index)?.[column];
  return (index: number) => {
    const value = rowAt(index)?.[column];
    return readTime(value) ?? value;
  };
}

/** The date-time columns found by value, and the time roles' columns (an epoch number is a time only there). */
export function withTimeRoles(found: ReadonlySet<string>, fields: RoleFields): Set<string> {
  const roles = [fields.time, fields.deliveredTime].filter((field): field is string => typeof field === 'string');
  return new Set([...found, ...roles]);
}
