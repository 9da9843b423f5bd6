/** Characters kept before a match, so the matched word shows with a little of what leads to it. */
const LEAD = 20;

/**
 * The text from shortly before the first match of the needle, marked "…" where it was cut, so a
 * match late in a long message shows at the start of its (narrow, ellipsised) cell. A match near
 * the start, or none, leaves the text as it is.
 */
export function passageAround(text: string, needle: string): string {
  const at = needle ? text.toLowerCase().indexOf(needle) : -1;
  if (at <= LEAD) return text;
  let from = at - LEAD;
  // From a word's start when one begins in the lead, rather than mid-word.
  const space = text.indexOf(' ', from);
  if (space >= 0 && space < at) from = space + 1;
  return `…${text.slice(from)}`;
}
