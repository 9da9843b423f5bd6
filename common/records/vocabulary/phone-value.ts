import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

// A phone number is what parses as one (libphonenumber), never a pattern of digits and dashes:
// a version date `2010-04-01` or an order number is not a contact.

export interface PhoneReading {
  /** The number in E.164 (`+14155550100`). */
  e164: string;
  /** True when the server wrote it without `+` and the app read it as an international number. */
  withoutPlus: boolean;
}

/** Digits alone, as several providers write E.164 without its `+`: a country code and 7 to 14 more. */
const BARE_DIGITS = /^[1-9]\d{7,14}$/;

/**
 * The phone number in a value, or null: one whose country code exists and whose length is
 * possible there. A number written with `+` is read so; one written as bare digits only when
 * `withoutPlus` says the field's numbers are written so (a field named as a number or an end of
 * the message, detected or chosen), never from digits alone.
 */
export function readPhone(value: unknown, withoutPlus = false): PhoneReading | null {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : null;
  if (!text) return null;
  if (text.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(text);
    // A possible length for its country: the `+` already says it is a phone number.
    return parsed?.isPossible() ? { e164: parsed.number, withoutPlus: false } : null;
  }
  if (!withoutPlus || !BARE_DIGITS.test(text)) return null;
  const parsed = parsePhoneNumberFromString(`+${text}`);
  return parsed?.isPossible() ? { e164: parsed.number, withoutPlus: true } : null;
}
