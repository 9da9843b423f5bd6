import { flattenRecord, inferColumns } from '../flatten';
import { readDirection } from './direction-words';
import { RECIPIENT_NAMES, SENDER_NAMES, isIdentifierPath, isSecondaryTimePath, nameRanks, pathWords } from './message-roles';
import type { MessageRole } from './message-roles';
import { readTime } from './message-time';
import type { RoleFields } from './role-fields';
import { statusKind } from './status-words';
import { isEmptyValue, valueAt } from './value-at';

/** Records read to detect the roles: a first page or two. */
export const DETECTION_SAMPLE = 200;
/** Fields read in all, so a record of thousands of fields is detected as fast as a narrow one. */
export const MAX_SAMPLED_CELLS = 100_000;
/** Fields whose values alone may say a role: the first this many that no name claims, in the server's order. */
export const MAX_VALUE_FIELDS = 100;

export interface Detection {
  fields: RoleFields;
  /** How each found role was found: by its name, by its values alone, or as the from/to pair. */
  how: Partial<Record<MessageRole, 'name' | 'value' | 'ends'>>;
  /** Every path of the sampled records, in the server's order: what the user may pick from. */
  paths: string[];
}

interface PathStats {
  present: number;
  times: number;
  strings: number;
  directions: number;
  statuses: number;
  phones: number;
  textLength: number;
  spaced: number;
}

/** A phone number as text: `+` and 7 to 15 digits, spaces, dots, dashes or brackets between. */
const PHONE = /^\+?[\d\s().-]{7,22}$/;
const isPhone = (value: unknown) => typeof value === 'string' && PHONE.test(value.trim()) && /^\+?(\D*\d){7,15}\D*$/.test(value.trim());

function statsOf(records: readonly Record<string, unknown>[], path: string): PathStats {
  const stats: PathStats = { present: 0, times: 0, strings: 0, directions: 0, statuses: 0, phones: 0, textLength: 0, spaced: 0 };
  for (const record of records) {
    const value = valueAt(record, path);
    if (isEmptyValue(value)) continue;
    stats.present += 1;
    if (readTime(value) !== null) stats.times += 1;
    if (typeof value !== 'string') continue;
    stats.strings += 1;
    stats.textLength += value.length;
    if (/\s/.test(value.trim())) stats.spaced += 1;
    if (readDirection(value)) stats.directions += 1;
    if (statusKind(value)) stats.statuses += 1;
    if (isPhone(value)) stats.phones += 1;
  }
  return stats;
}

const all = (count: number, stats: PathStats) => stats.present > 0 && count === stats.present;
const allOrNone = (count: number, stats: PathStats) => count === stats.present;

/**
 * Whether a path's values can be the role's: a time named so holds readable times (others are
 * shown as sent and counted apart); a direction, status, text or name holds text; a contact's
 * number holds phone numbers. A role named
 * but never filled in these records (all null) is still taken by its name, except the time,
 * which must be readable to be any use.
 */
function valuesFit(role: MessageRole, stats: PathStats): boolean {
  switch (role) {
    case 'time':
      return stats.times > 0;
    case 'deliveredTime':
      return allOrNone(stats.times, stats);
    case 'direction':
    case 'status':
    case 'text':
    case 'contactName':
      return allOrNone(stats.strings, stats);
    case 'contactNumber':
      return allOrNone(stats.phones, stats);
    case 'id':
    case 'location':
    case 'media':
      return true;
  }
}

/**
 * When no name says the role, some values say it alone: a time (never an `updated…`/`delivered…`
 * one), direction words, status words, text with spaces (the longest), a phone number; only in a
 * field whose name says no other role (a `state` of "sent" is a status, not a direction). Names,
 * ids and the rest are never guessed from values.
 */
function byValue(role: MessageRole, usable: readonly string[], of: (path: string) => PathStats): string | undefined {
  switch (role) {
    case 'time':
      return usable.find((path) => !isSecondaryTimePath(path) && all(of(path).times, of(path)));
    case 'direction':
      return usable.find((path) => all(of(path).directions, of(path)));
    case 'status':
      return usable.find((path) => all(of(path).statuses, of(path)));
    case 'text': {
      const texts = usable.filter((path) => all(of(path).strings, of(path)) && of(path).spaced > 0);
      const average = (path: string) => of(path).textLength / of(path).strings;
      return texts.sort((a, b) => average(b) - average(a))[0];
    }
    case 'contactNumber':
      return usable.find((path) => all(of(path).phones, of(path)) && !SENDER_NAMES.test(pathWords(path).leaf) && !RECIPIENT_NAMES.test(pathWords(path).leaf));
    default:
      return undefined;
  }
}

/** Roles are taken in this order, each path by one role only: a field of ids never becomes anything else. */
const DETECTION_ORDER: readonly MessageRole[] = ['id', 'time', 'deliveredTime', 'direction', 'status', 'text', 'contactNumber', 'contactName', 'location', 'media'];

/**
 * The field each role reads in these records, by name first (the best-ranked name whose values
 * fit; ties go to the server's order), then by values alone. Stated rules for the ambiguous:
 * - two date fields: `created…` before `sent…` before a bare `time`/`date`; an `updated…` or
 *   `delivered…` field is never the message's time (`delivered…` is the delivered time);
 * - epoch seconds or milliseconds by magnitude (message-time.ts); a number that cannot be a
 *   plausible time is not one, so the field holding it is not the time;
 * - a field of ids is not a phone, a time or a text, whatever its values look like;
 * - with no contact's number field, a sender/recipient pair (`from`/`to`, or one of them alone)
 *   holding phone numbers is read by direction (the sender of an inbound message, the recipient
 *   of an outbound one),
 *   when the direction is found.
 */
export function detectRoles(records: readonly Record<string, unknown>[]): Detection {
  const sample = sampleOf(records);
  const paths = inferColumns(sample);
  // Read per field only when a role asks: most fields of a wide record are never looked at.
  const stats = new Map<string, PathStats>();
  const of = (path: string) => stats.get(path) ?? stats.set(path, statsOf(sample, path)).get(path)!;
  const ranks = new Map(paths.map((path) => [path, nameRanks(path)]));
  const unnamed = paths.filter((path) => !isIdentifierPath(path) && Object.keys(ranks.get(path)!).length === 0).slice(0, MAX_VALUE_FIELDS);
  const taken = new Set<string>();
  const fields: RoleFields = {};
  const how: Detection['how'] = {};
  for (const role of DETECTION_ORDER) {
    const free = paths.filter((path) => !taken.has(path));
    const named = free
      .map((path, index) => ({ path, index, rank: ranks.get(path)![role] }))
      .filter((entry): entry is { path: string; index: number; rank: number } => entry.rank !== undefined && valuesFit(role, of(entry.path)))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)[0]?.path;
    const found = named ?? byValue(role, unnamed.filter((path) => !taken.has(path)), of);
    if (found === undefined) continue;
    fields[role] = found;
    how[role] = named ? 'name' : 'value';
    taken.add(found);
  }
  if (!fields.contactNumber && fields.direction) {
    const phones = (names: RegExp) => paths.find((path) => names.test(pathWords(path).leaf) && all(of(path).phones, of(path)));
    const sender = phones(SENDER_NAMES);
    const recipient = phones(RECIPIENT_NAMES);
    // One side alone still reads half the messages; the other half says it has no number.
    if (sender || recipient) {
      fields.contactNumber = { ...(sender && { inbound: sender }), ...(recipient && { outbound: recipient }) };
      how.contactNumber = 'ends';
    }
  }
  return { fields, how, paths };
}

/** The first records flattened, up to DETECTION_SAMPLE of them and MAX_SAMPLED_CELLS fields in all (always one). */
function sampleOf(records: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  const sample: Record<string, unknown>[] = [];
  let cells = 0;
  for (const record of records.slice(0, DETECTION_SAMPLE)) {
    const flat = flattenRecord(record);
    cells += Object.keys(flat).length;
    if (sample.length > 0 && cells > MAX_SAMPLED_CELLS) break;
    sample.push(flat);
  }
  return sample;
}
