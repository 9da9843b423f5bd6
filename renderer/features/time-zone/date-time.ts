import { instantOfText } from '../../../common/time/time-text';

/** A string shown as a time: a date-time that states its zone (RFC 3339, ISO 8601 with any offset form, RFC 2822). */
export function isDateTime(value: unknown): value is string {
  return typeof value === 'string' && instantOfText(value) !== null;
}
