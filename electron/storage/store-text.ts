/**
 * The text of a JSON store file as JSON.parse takes it. JSON.parse refuses a leading byte order
 * mark, which editors such as Notepad add when a user saves the file by hand: without this the
 * whole file would be set aside as unreadable and every connection would disappear.
 */
export function withoutBom(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/**
 * How a store file is written: conf's own form (node_modules/conf/dist/source/index.js,
 * `_serialize`: JSON indented by tabs, written as UTF-8), handed to conf explicitly
 * (conf-store.ts) so that the bound on a store's size (bounded-store.ts) counts the very text
 * conf writes, not a guess at it.
 */
export function serializeStore(value: unknown): string {
  return JSON.stringify(value, undefined, '\t');
}
