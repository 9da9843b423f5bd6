/** Characters kept before a match, so the matched word shows with a little of what leads to it. */
const LEAD = 20;

/**
 * The cell's text as it shows the first match of the needle in a cell of `fitChars` characters:
 * whole when the match ends within them (the whole text fits, or the match is near enough its
 * start), else from shortly before the match, marked "…" where it was cut, so a match late in a
 * long message is in view rather than past the cell's ellipsis. No match leaves the text whole.
 */
export function passageAround(text: string, needle: string, fitChars: number): string {
  const at = needle ? text.toLowerCase().indexOf(needle) : -1;
  if (at < 0 || at + needle.length <= fitChars) return text;
  // A narrow cell keeps less before the match (none when only the match fits), so the match
  // itself still fits after the "…".
  const lead = Math.max(0, Math.min(LEAD, Math.floor(fitChars / 3), fitChars - 1 - needle.length));
  if (at <= lead) return text;
  // A match near the end keeps more before it: the passage fills the cell ("…" takes one character).
  let from = Math.min(at - lead, Math.max(0, text.length - (fitChars - 1)));
  // From a word's start when one begins in the lead, rather than mid-word.
  const space = text.indexOf(' ', from);
  if (space >= 0 && space < at) from = space + 1;
  return `…${text.slice(from)}`;
}
