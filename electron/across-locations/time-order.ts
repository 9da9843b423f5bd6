// The contract shows neither the records' fields nor their order, so a merge by time is earned
// page by page: the time field is found on what arrives, and every page is checked to run
// newest first and to continue below where the location's previous page ended.

/** An RFC 3339 date-time with a zone: what a time field of the service is taken to look like. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/** Names tried first, so "created_at" wins over "delivered_at" when both are times in every row. */
const PREFERRED = /^(created|create_time|sent|timestamp|time|date)/i;

function epochOf(value: unknown): number | undefined {
  if (typeof value !== 'string' || !RFC3339.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * The top-level field that holds a time in every one of these rows, or undefined. Among several,
 * a creation/sending time is preferred, then the first in the first row's order.
 */
export function findTimeField(rows: readonly Record<string, unknown>[]): string | undefined {
  const [first] = rows;
  if (!first) return undefined;
  const candidates = Object.keys(first).filter((key) => rows.every((row) => epochOf(row[key]) !== undefined));
  return candidates.find((key) => PREFERRED.test(key)) ?? candidates[0];
}

/** The row's time in epoch ms by that field, or undefined when it has none. */
export function timeOf(row: Record<string, unknown>, field: string): number | undefined {
  return epochOf(row[field]);
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
