// The contract shows neither the records' fields nor their order, so a merge by time is earned
// page by page: every page is checked to run newest first and to continue below where the
// location's previous page ended. The time is read where the window reads it: the connection's
// one detection, the user's choice winning, handed in with the search (never detected here).
import { roleValue } from '../../common/records/vocabulary/message-vocabulary';
import { readTime } from '../../common/records/vocabulary/message-time';
import type { RoleBinding } from '../../common/records/vocabulary/role-fields';
import { readingOf } from '../../common/records/vocabulary/role-fields';

/** The row's time in epoch ms as the vocabulary reads the binding (its list of fields, its stated zone), or undefined when it has none. */
export function timeOf(row: Record<string, unknown>, time: RoleBinding): number | undefined {
  return readTime(roleValue(row, time, { time }), readingOf(time).zone) ?? undefined;
}

export type OrderVerdict = { ok: true; times: number[] } | { ok: false; reason: string };

/**
 * Whether a page keeps a location's stream newest first: each row's time not after the one
 * before it, the first not after `previous` (the last time this location sent). `shown` names
 * the time binding in the reason.
 */
export function checkPageOrder(
  rows: readonly Record<string, unknown>[],
  time: RoleBinding,
  shown: string,
  previous: number | undefined,
  where: string,
): OrderVerdict {
  const times: number[] = [];
  let last = previous;
  for (const [index, row] of rows.entries()) {
    const at = timeOf(row, time);
    if (at === undefined) return { ok: false, reason: `a result from ${where} has no time in "${shown}"` };
    if (last !== undefined && at > last) {
      const between = index === 0 ? 'from one page to the next' : 'within a page';
      return { ok: false, reason: `results from ${where} are not newest first by "${shown}" (the time goes up ${between})` };
    }
    times.push(at);
    last = at;
  }
  return { ok: true, times };
}
