// The contract shows neither the records' fields nor their order, so a merge by time is earned
// page by page: the time field is found on what arrives, and every page is checked to run
// newest first and to continue below where the location's previous page ended.
import { readTime } from '../../common/records/vocabulary/message-time';
import { detectRoles } from '../../common/records/vocabulary/role-detection';
import type { RoleChoices } from '../../common/records/vocabulary/role-fields';
import { withChoices } from '../../common/records/vocabulary/role-fields';
import { valueAt } from '../../common/records/vocabulary/value-at';

/**
 * The field the message vocabulary reads the time from in these rows (the user's choice for the
 * connection winning over detection), or undefined when it finds none.
 */
export function findTimeField(rows: readonly Record<string, unknown>[], choices?: RoleChoices): string | undefined {
  const time = withChoices(detectRoles(rows).fields, choices).time;
  return typeof time === 'string' ? time : undefined;
}

/** The row's time in epoch ms by that field (RFC 3339 or epoch s/ms, as the vocabulary reads it), or undefined when it has none. */
export function timeOf(row: Record<string, unknown>, field: string): number | undefined {
  return readTime(valueAt(row, field)) ?? undefined;
}

export type OrderVerdict = { ok: true; times: number[] } | { ok: false; reason: string };

/**
 * Whether a page keeps a location's stream newest first: each row's time not after the one
 * before it, the first not after `previous` (the last time this location sent).
 */
export function checkPageOrder(rows: readonly Record<string, unknown>[], field: string, previous: number | undefined, where: string): OrderVerdict {
  const times: number[] = [];
  let last = previous;
  for (const [index, row] of rows.entries()) {
    const time = timeOf(row, field);
    if (time === undefined) return { ok: false, reason: `a result from ${where} has no time in "${field}"` };
    if (last !== undefined && time > last) {
      const between = index === 0 ? 'from one page to the next' : 'within a page';
      return { ok: false, reason: `results from ${where} are not newest first by "${field}" (the time goes up ${between})` };
    }
    times.push(time);
    last = time;
  }
  return { ok: true, times };
}
