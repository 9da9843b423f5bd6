import { RFC3339_DATE_TIME } from '../../../common/time/utc-time';

/** A string shown as a time: an RFC 3339 date-time with its offset. */
export function isDateTime(value: unknown): value is string {
  return typeof value === 'string' && RFC3339_DATE_TIME.test(value);
}
