import { RFC3339_DATE_TIME } from '../time/utc-time';

/** The field the search's time range filters (created_after / created_before) in the demo schema. */
export const FILTERED_TIME_FIELD = 'created_at';

const TIME_NAMES = /^(created_at|createdat|created|date_created|date_sent|sent_at|timestamp|time|date)$/i;

/** Milliseconds of an RFC 3339 date-time with its offset, else null (a bare date or any other text says no time). */
export function readTime(value: unknown): number | null {
  if (typeof value !== 'string' || !RFC3339_DATE_TIME.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Which top-level field holds each message's time. The contract shows no record fields, so it is
 * found from what arrived: the field the time range filters when it holds date-times, else a
 * field named like a creation time, else the first field holding a date-time. null when none does.
 */
export function detectTimeField(records: readonly Record<string, unknown>[]): string | null {
  const sample = records.slice(0, 50);
  const holdsTimes = (field: string) => sample.some((record) => readTime(record[field]) !== null);
  if (holdsTimes(FILTERED_TIME_FIELD)) return FILTERED_TIME_FIELD;
  const fields = [...new Set(sample.flatMap((record) => Object.keys(record)))];
  return fields.find((field) => TIME_NAMES.test(field) && holdsTimes(field)) ?? fields.find(holdsTimes) ?? null;
}
