// What an OS notification may carry of text a server wrote (a number, a location's name): the
// system draws it outside the app, beside notifications from the user's bank and mail, where the
// app's own styling cannot show that it is untrusted. So numbers are shown only when they are
// numbers, controls and bidi overrides never reach the system, and every text is bounded.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { withoutControlOrBidi } from '../../common/records/control-chars';

/** The most a notification's title shows: a count and a few words. */
export const NOTICE_TITLE_CHARS = 64;
/** The most a body shows: a place's name and three numbers fit in half of it. */
export const NOTICE_BODY_CHARS = 240;

/** E.164 as written: `+`, then 7 to 15 digits, the first not 0. */
const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * The numbers that are phone numbers in E.164 and possible for their country (libphonenumber's
 * lengths), as given. Anything else a record held (words, a link, an echo) is not shown.
 */
export function e164Numbers(numbers: readonly string[]): string[] {
  return numbers.filter((number) => E164.test(number) && parsePhoneNumberFromString(number)?.isPossible() === true);
}

/**
 * Text for one line of a notification: controls and bidi characters made spaces
 * (common/records/control-chars.ts), then at most `max` characters, whole code points, with
 * an ellipsis where it was cut.
 */
export function noticeLine(text: string, max: number): string {
  const plain = withoutControlOrBidi(text);
  const points = [...plain];
  return points.length <= max ? plain : `${points.slice(0, max - 1).join('')}…`;
}

/**
 * The text with `&`, `<` and `>` written as entities. Linux notification daemons read a body as
 * markup (the Desktop Notifications spec: `<b>`, `<a href>`, `<img src>`), so a name such as
 * `<a href="…">Call us</a>` would become a link there; escaped, it is shown as written.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
