import { useMemo, useState } from 'react';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { roleColumnsOf, withRoleCells } from '../../../common/records/vocabulary/role-columns';
import { nextSort, sortedOrder } from './sort-rows';
import type { SortState } from './sort-rows';
import { sortValueOf } from './time-roles';

type FlatAt = (index: number) => Record<string, unknown> | undefined;

/**
 * The loaded rows of any session as its grid shows them: a role read through a list of fields, a
 * pair of ends or a path into an array gets one column of its own, and the user's sort orders the
 * loaded rows. One location's grid and the grid across locations both read their rows here.
 */
export function useGridRows(recordColumns: readonly string[], count: number, recordFlatAt: FlatAt, fields: RoleFields) {
  const roleColumns = useMemo(() => roleColumnsOf(recordColumns, fields), [recordColumns, fields]);
  const columns = useMemo(
    () => (roleColumns.length === 0 ? recordColumns : [...recordColumns, ...roleColumns]),
    [recordColumns, roleColumns],
  );
  const flatAt = useMemo<FlatAt>(
    () =>
      roleColumns.length === 0
        ? recordFlatAt
        : (index) => {
            const row = recordFlatAt(index);
            return row && withRoleCells(row, roleColumns, fields);
          },
    [recordFlatAt, roleColumns, fields],
  );
  const [sort, setSort] = useState<SortState | null>(null);
  // Display index → index among the loaded rows; null in the server's (or the merge's) order.
  const order = useMemo(
    () => (sort ? sortedOrder(count, sortValueOf(flatAt, sort.column, fields), sort) : null),
    [count, flatAt, sort, fields],
  );
  return {
    columns,
    flatAt,
    order,
    sort,
    sortBy: (column: string) => setSort((current) => nextSort(current, column)),
    clearSort: () => setSort(null),
  };
}
