/**
 * The text of a JSON store file as JSON.parse takes it. JSON.parse refuses a leading byte order
 * mark, which editors such as Notepad add when a user saves the file by hand: without this the
 * whole file would be set aside as unreadable and every connection would disappear.
 */
export function withoutBom(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
