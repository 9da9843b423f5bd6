// Characters that change how text is read rather than what it says: C0 and C1 controls (NUL, ESC,
// CR, LF, TAB, DEL…), Unicode's bidirectional controls (which can turn "+1 555 0100" into "0010
// 555 1+" on screen, or hide a word behind a reversed one) and the line and paragraph separators.
// Text a server or a link wrote goes to the OS or into a question only without them. Browser-safe.

/** C0, DEL and C1 controls; bidi marks, embeddings, overrides and isolates; U+2028/2029. */
// eslint-disable-next-line no-control-regex
export const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/u;

const EVERY_CONTROL_OR_BIDI = new RegExp(CONTROL_OR_BIDI.source, 'gu');

/** Whether the text holds any of them. */
export function hasControlOrBidi(text: string): boolean {
  return CONTROL_OR_BIDI.test(text);
}

/** The text with each of them made a space (a line break still parts two words), runs of spaces made one, ends trimmed. */
export function withoutControlOrBidi(text: string): string {
  return text.replace(EVERY_CONTROL_OR_BIDI, ' ').replace(/ {2,}/g, ' ').trim();
}
