import { formatWhole } from '../../ui/whole-number';

/** "1 row", "2 rows", "1,234 rows": a count with its noun in the right number, as the status bar shows counts. */
export function countOf(value: number, one: string, many: string): string {
  return `${formatWhole(value)} ${value === 1 ? one : many}`;
}
