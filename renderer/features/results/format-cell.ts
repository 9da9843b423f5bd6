import { toJson } from '../../../common/records/flatten';
import { instantOfText } from '../../../common/time/time-text';
import { isDateTime } from '../time-zone/date-time';
import { timeDisplayFor } from '../time-zone/time-display';
import type { TimeDisplay } from '../time-zone/time-display';

export interface CellText {
  text: string;
  /** The exact value, when the text shown is a readable rendering of it. */
  title?: string;
}

const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * What a grid cell shows: date-times in the chosen zone (or as sent) and phone numbers grouped,
 * the exact value in a tooltip.
 */
export function formatCell(value: unknown, time: TimeDisplay = timeDisplayFor('local', undefined)): CellText {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'string') {
    if (time.mode !== 'raw' && isDateTime(value)) {
      return { text: time.format(new Date(instantOfText(value)!)), title: value };
    }
    if (E164.test(value)) return { text: formatPhone(value), title: value };
    return { text: value };
  }
  if (typeof value === 'object') return { text: toJson(value) };
  return { text: String(value) };
}

// ITU country codes of one and two digits; every other code has three.
const ONE_DIGIT_CODES = new Set(['1', '7']);
const TWO_DIGIT_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

/** +14155550123 → +1 415 555 0123; other countries: country code, then groups of three, the last of four. */
export function formatPhone(e164: string): string {
  const digits = e164.slice(1);
  const codeLength = ONE_DIGIT_CODES.has(digits.slice(0, 1)) ? 1 : TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
  const code = digits.slice(0, codeLength);
  const rest = digits.slice(codeLength);
  return `+${code} ${groupDigits(rest)}`;
}

function groupDigits(digits: string): string {
  if (digits.length <= 4) return digits;
  const head = digits.slice(0, -4);
  const groups = head.match(/.{1,3}/g) ?? [];
  return [...groups, digits.slice(-4)].join(' ');
}
