import { columnRank } from '../results/column-order';

/** The detail panel's order by column rank: the message and who it was with, then when, which way, how it went; ids last. */
const DETAIL_ORDER: readonly number[] = [4, 2, 3, 0, 1, 5, 6, 7];

/** The fields of a flattened record in the order an agent reads one message; the server's order within a rank. */
export function detailOrder(fields: readonly [string, unknown][]): [string, unknown][] {
  return fields
    .map((field, index) => ({ field, index, place: DETAIL_ORDER.indexOf(columnRank(field[0])) }))
    .sort((a, b) => a.place - b.place || a.index - b.index)
    .map((entry) => entry.field);
}
