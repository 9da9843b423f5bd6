/**
 * A pasted list of locations. The format (also shown next to the box):
 * - one location per line: its id, then optionally its name after a space, a tab or a comma
 *   (`loc-1 Harbor Dental`, `loc-1, Harbor Dental`, a two-column spreadsheet paste);
 * - or ids only, on one line, separated by commas (`loc-1, loc-2, loc-3`): a single line whose
 *   comma-separated parts are each one word.
 * Empty lines are skipped. Ids are printable ASCII without spaces, as main requires.
 */
export interface ParsedLocationLine {
  /** 1-based line (or, for a comma-separated line, entry) number, to point at the problem. */
  line: number;
  id: string;
  name: string;
  problem: string | null;
}

import { MAX_CONNECTION_LOCATIONS } from '../../../common/limits/stored-limits';
import {
  HEADER_SAFE_TEXT as ID,
  MAX_ID_CHARS as MAX_ID,
  MAX_LOCATION_NAME_CHARS as MAX_NAME,
} from '../../../common/limits/connection-limits';

/** Characters the box reads at once: a connection's most locations, as full lines, fit. */
export const MAX_LIST_CHARS = MAX_CONNECTION_LOCATIONS * (MAX_ID + 1 + MAX_NAME + 2);
const ID_RUN = /^[^\s,]*/;
const SEPARATOR = /^\s*(?:,\s*)?/;
// Line breaks left inside a line once the text is split at \n (a name cannot hold one).
const LINE_BREAK = /[\r\u2028\u2029]/;

const MOST = MAX_CONNECTION_LOCATIONS.toLocaleString('en-US');

/** The list as read, or why it was not read (the text stays in the box either way). */
export type LocationListReading = { kind: 'read'; entries: ParsedLocationLine[] } | { kind: 'too-long'; message: string };

/** Reads the box within its bounds: past them, a message instead of a preview that would freeze the dialog. */
export function readLocationList(text: string, existingIds: readonly string[]): LocationListReading {
  if (text.length > MAX_LIST_CHARS) {
    return {
      kind: 'too-long',
      message: `The list has ${text.length.toLocaleString('en-US')} characters; at most ${MAX_LIST_CHARS.toLocaleString('en-US')} are read at once, more than a connection's ${MOST} locations take. Check that this is the list you meant.`,
    };
  }
  const entries = parseLocationList(text, existingIds);
  const room = MAX_CONNECTION_LOCATIONS - existingIds.length;
  const adding = entries.filter((entry) => entry.problem === null).length;
  if (adding > room) {
    const has =
      existingIds.length > 0
        ? `; this one has ${existingIds.length.toLocaleString('en-US')}, so ${room.toLocaleString('en-US')} more fit`
        : '';
    return {
      kind: 'too-long',
      message: `The list has ${adding.toLocaleString('en-US')} new locations; a connection holds at most ${MOST}${has}. Remove lines, or put the rest in another connection.`,
    };
  }
  return { kind: 'read', entries };
}

/** Every entry, in time linear in the text: no pattern backtracks, so a hostile paste cannot freeze the dialog. */
export function parseLocationList(text: string, existingIds: readonly string[]): ParsedLocationLine[] {
  const lines = text.split(/\r?\n/);
  const nonEmpty = lines.filter((line) => line.trim());
  const parts = nonEmpty.length === 1 ? (nonEmpty[0] ?? '').split(',').map((part) => part.trim()) : [];
  const idsOnOneLine = parts.length > 1 && parts.every((part) => part && !/\s/.test(part));
  const entries = idsOnOneLine
    ? parts.map((part) => ({ line: 1, text: part }))
    : lines.map((line, index) => ({ line: index + 1, text: line.trim() }));

  const existing = new Set(existingIds);
  const seen = new Set<string>();
  return entries
    .filter((entry) => entry.text)
    .map(({ line, text }) => {
      const { id, name, separator } = splitEntry(text);
      const problem = !ID.test(id)
        ? 'The id has characters other than printable ASCII.'
        : id.length > MAX_ID
          ? `The id is longer than ${MAX_ID} characters.`
          : LINE_BREAK.test(name)
            ? 'The name has a line break in it.'
            : name.length > MAX_NAME
              ? `The name is longer than ${MAX_NAME} characters.`
              : looksLikeSplitId(separator, name)
                ? `Likely a typo: an id has no spaces, so this reads as id “${id}” named “${name}”. Fix the id, or put a comma after it if that is the name.`
                : existing.has(id)
                  ? 'Already a location of this connection.'
                  : seen.has(id)
                    ? 'Listed twice; the first one is kept.'
                    : null;
      seen.add(id);
      return { line, id, name, problem };
    });
}

/**
 * A trimmed entry's id (up to the first space or comma) and name (after spaces, then at most one
 * comma and more spaces). An entry starting with a comma has no id. Each pattern is one run of
 * characters that the next part cannot also take, so matching never backtracks: linear in the entry.
 */
function splitEntry(text: string): { id: string; name: string; separator: string } {
  const id = ID_RUN.exec(text)?.[0] ?? '';
  if (!id) return { id: '', name: '', separator: '' };
  const rest = text.slice(id.length);
  const separator = SEPARATOR.exec(rest)?.[0] ?? '';
  return { id, name: rest.slice(separator.length), separator };
}

/**
 * `loc bad id`: an id typed with spaces in it reads as a short id and a name. Names are written
 * with capitals (`loc-1 Harbor Dental`); a lowercase-only name after plain spaces is more likely
 * the rest of the id. A comma or a tab (a spreadsheet column) says the name is meant.
 */
function looksLikeSplitId(separator: string, name: string): boolean {
  return name !== '' && !/[,\t]/.test(separator) && /\p{Ll}/u.test(name) && !/\p{Lu}/u.test(name);
}
