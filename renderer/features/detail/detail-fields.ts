import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { columnRank, REST_RANK } from '../results/column-order';

/** The detail panel's order by column rank: the message and who it was with, then when, which way, how it went; ids last. */
const DETAIL_ORDER: readonly number[] = [4, 2, 3, 0, 1, 5, REST_RANK, REST_RANK + 1];

/** The fields of a flattened record in the order an agent reads one message; the server's order within a rank. */
export function detailOrder(entries: readonly [string, unknown][], fields: RoleFields): [string, unknown][] {
  return entries
    .map((entry, index) => ({ entry, index, place: DETAIL_ORDER.indexOf(columnRank(entry[0], fields)) }))
    .sort((a, b) => a.place - b.place || a.index - b.index)
    .map((item) => item.entry);
}
