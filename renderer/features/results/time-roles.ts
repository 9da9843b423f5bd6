import { readTime } from '../../../common/records/vocabulary/message-time';
import { roleOfColumn, roleValue } from '../../../common/records/vocabulary/message-vocabulary';
import { bindingPaths, readingOf } from '../../../common/records/vocabulary/role-fields';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { roleOfRoleColumn, TIME_ROLE_COLUMN } from '../../../common/records/vocabulary/role-columns';

// How the grid's views (one location, several) sort and show the time roles' columns.

/** What a column sorts by: a time role by its instant (offsets and epoch units compared as times), anything else as it is. */
export function sortValueOf(rowAt: (index: number) => Record<string, unknown> | undefined, column: string, fields: RoleFields) {
  if (roleOfRoleColumn(column) === 'time') {
    // The time's role column holds the time as sent (role-columns.ts): sorted by its instant too.
    const zone = fields.time === undefined ? undefined : readingOf(fields.time).zone;
    return (index: number) => {
      const value = rowAt(index)?.[column];
      return readTime(value, zone) ?? value;
    };
  }
  const role = roleOfColumn(column, fields);
  if (role !== 'time' && role !== 'deliveredTime') return (index: number) => rowAt(index)?.[column];
  const binding = fields[role]!;
  const zone = readingOf(binding).zone;
  // The role's first column sorts by the role (its next field where this one is empty), as its cells show it.
  const first = bindingPaths(binding)[0] === column;
  return (index: number) => {
    const row = rowAt(index);
    const value = row === undefined ? undefined : first ? roleValue(row, binding, fields) : row[column];
    return readTime(value, zone) ?? value;
  };
}

/** The date-time columns found by value, and the time roles' columns (an epoch number is a time only there). */
export function withTimeRoles(found: ReadonlySet<string>, fields: RoleFields): Set<string> {
  const roles = [fields.time, fields.deliveredTime].flatMap((binding) => (binding === undefined ? [] : bindingPaths(binding)));
  return new Set([...found, ...roles, TIME_ROLE_COLUMN]);
}
