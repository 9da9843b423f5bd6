export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  column: string;
  direction: SortDirection;
}

/** Next state on a header click: ascending, descending, then back to server order. */
export function nextSort(current: SortState | null, column: string): SortState | null {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return current.direction === 'ascending' ? { column, direction: 'descending' } : null;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Row indices in sorted order (stable; empty values last). Only the loaded rows can be sorted.
 * Each row's value is read once up front: the comparator runs n·log n times.
 */
export function sortedOrder(count: number, valueAt: (index: number) => unknown, sort: SortState): number[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const values = Array.from({ length: count }, (_unused, index) => valueAt(index));
  const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
  return values
    .map((_value, index) => index)
    .sort((a, b) => {
      const left = values[a];
      const right = values[b];
      const leftEmpty = isEmpty(left);
      const rightEmpty = isEmpty(right);
      if (leftEmpty || rightEmpty) return leftEmpty === rightEmpty ? a - b : leftEmpty ? 1 : -1;
      const compared = typeof left === 'number' && typeof right === 'number' ? left - right : collator.compare(String(left), String(right));
      return compared === 0 ? a - b : sign * compared;
    });
}
