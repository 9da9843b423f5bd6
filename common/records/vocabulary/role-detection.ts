import { flattenRecord, flattenRecordUpTo, inferColumns } from '../flatten';
import { endOfPath, isIdentifierPath, isUnderEnd, isSecondaryTimePath, likelyPath, nameRanks } from './message-roles';
import type { MessageRole } from './message-roles';
import { all, allNumbers, allOrNone, statsOf } from './path-stats';
import type { PathStats } from './path-stats';
import { asBinding, directionByEnds, endsOf, isArrayText } from './role-ends';
import { MAX_ROLE_PATHS, readingOf } from './role-fields';
import type { RoleBinding, RoleFields } from './role-fields';
import { statusKind } from './status-words';
import { isEmptyValue, valueAt } from './value-at';

/** Records read to detect the roles: a first page or two. */
export const DETECTION_SAMPLE = 200;
/** Fields read in all, the first record's included, so a record of thousands of fields is detected as fast as a narrow one. */
export const MAX_SAMPLED_CELLS = 100_000;
/** Fields whose values alone may say a role: the first this many that no name claims, in the server's order. */
export const MAX_VALUE_FIELDS = 100;
/** An array's JSON text longer than this is not opened for paths into its first element. */
const MAX_ARRAY_SAMPLE_CHARS = 20_000;

export interface Detection {
  fields: RoleFields;
  /** How each found role was found: by its name, by its values alone, as the from/to pair, or (the direction) by record kind. */
  how: Partial<Record<MessageRole, 'name' | 'value' | 'ends' | 'kind'>>;
  /** Every path of the sampled records, in the server's order (array elements as `to[0].status`): what the user may pick from. */
  paths: string[];
  /** For a role not found, a field whose name looks like it: Fields suggests it, nothing reads it. */
  likely: Partial<Record<MessageRole, string>>;
}

/**
 * Whether a path's values can be the role's: a time named so holds times (readable, or written
 * without a zone the user can state); a direction, status, text or name holds text; a contact's
 * number holds phone numbers (libphonenumber's, with `+` or as bare international digits). A
 * role named but never filled in these records (all null) is still taken by its name, except the
 * time, which must hold times to be any use.
 */
function valuesFit(role: MessageRole, stats: PathStats): boolean {
  switch (role) {
    case 'time':
      return stats.times + stats.zoneless > 0;
    case 'deliveredTime':
      return allOrNone(stats.times + stats.zoneless, stats);
    case 'direction':
    case 'status':
    case 'text':
    case 'contactName':
      return allOrNone(stats.strings, stats);
    case 'contactNumber':
      return stats.present === 0 || allNumbers(stats);
    case 'id':
    case 'location':
    case 'media':
      return true;
  }
}

/**
 * Text by value alone: spaced words that vary from record to record. A short categorical field
 * (a carrier's name, the same few values again and again) is never taken for the message.
 */
function looksLikeText(stats: PathStats): boolean {
  if (!all(stats.strings, stats) || stats.spaced === 0) return false;
  return stats.present >= 2 && stats.distinct.size > stats.present / 2 && stats.distinct.size >= Math.min(3, stats.present);
}

/**
 * When no name says the role, some values say it alone: a time (never an `updated…`/`delivered…`
 * one), direction words, status words, varied text with spaces (the longest), a phone number; only
 * in a field whose name says no other role (a `state` of "sent" is a status, not a direction) and
 * never one end of a message (`from.phone_number` is the business's on every outbound one).
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
      const texts = usable.filter((path) => endOfPath(path) === null && !isUnderEnd(path) && looksLikeText(of(path)));
      const average = (path: string) => of(path).textLength / of(path).strings;
      return texts.sort((a, b) => average(b) - average(a))[0];
    }
    case 'contactNumber':
      return usable.find((path) => endOfPath(path) === null && all(of(path).phones, of(path)));
    default:
      return undefined;
  }
}

/** Roles are taken in this order, each path by one role only: a field of ids never becomes anything else. */
const DETECTION_ORDER: readonly MessageRole[] = [
  'id',
  'time',
  'deliveredTime',
  'direction',
  'status',
  'text',
  'contactNumber',
  'contactName',
  'location',
  'media',
];

/**
 * The field each role reads in these records, by name first (the best-ranked name whose values
 * fit; ties go to the server's order), then by values alone. Stated rules for the ambiguous:
 * - two date fields: `created…` before `sent…` before a bare `time`/`date`; an `updated…` or
 *   `delivered…` field is never the message's time (`delivered…` is the delivered time); when the
 *   best is empty on some records, the next time fields that fill them follow it, in that order
 *   (first non-empty wins);
 * - epoch seconds or milliseconds by magnitude (message-time.ts); a number that cannot be a
 *   plausible time is not one, so the field holding it is not the time;
 * - a field of ids is not a phone, a time or a text, whatever its values look like;
 * - with no contact's number field, the two ends (`from`/`to`, `from.phone_number`/
 *   `to[0].phone_number`, `originator`/`recipients.items[0].recipient`, `sourceTn`/`destinationTn`)
 *   are read as a pair: by direction where the record has one, else the end that is not the
 *   location's own number (the same on every sampled record), else both ends are shown.
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
      .filter(
        (entry): entry is { path: string; index: number; rank: number } => entry.rank !== undefined && valuesFit(role, of(entry.path)),
      )
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map((entry) => entry.path);
    const found =
      named[0] ??
      byValue(
        role,
        unnamed.filter((path) => !taken.has(path)),
        of,
      );
    if (found === undefined) continue;
    const list = role === 'time' ? fallbackTimes(found, named.slice(1), sample) : [found];
    fields[role] =
      role === 'contactNumber' && all(of(found).barePhones, of(found)) ? { paths: [found], withoutPlus: true } : asBinding(list);
    how[role] = named[0] ? 'name' : 'value';
    for (const path of list) taken.add(path);
  }
  if (!fields.contactNumber) {
    const ends = endsOf(paths, sample, of, fields.direction !== undefined);
    if (ends) {
      fields.contactNumber = ends;
      how.contactNumber = 'ends';
    }
  }
  const kind = fields.direction === undefined && !directionByEnds(fields.contactNumber) ? kindField(fields.status, sample) : undefined;
  if (kind !== undefined) {
    fields.direction = { outboundWhereFilled: kind };
    how.direction = 'kind';
  }
  const likely = Object.fromEntries(
    DETECTION_ORDER.filter((role) => fields[role] === undefined).flatMap((role) => {
      const path = likelyPath(
        role,
        paths.filter((candidate) => !taken.has(candidate)),
      );
      return path === undefined ? [] : [[role, path]];
    }),
  );
  return { fields, how, paths, likely };
}

/** The best time field, then the next ones that fill records it leaves empty (first non-empty wins). */
function fallbackTimes(best: string, others: readonly string[], sample: readonly Record<string, unknown>[]): string[] {
  const list = [best];
  let uncovered = sample.filter((record) => isEmptyValue(valueAt(record, best)));
  for (const path of others) {
    if (uncovered.length === 0 || list.length >= MAX_ROLE_PATHS) break;
    if (isSecondaryTimePath(path) || !uncovered.some((record) => !isEmptyValue(valueAt(record, path)))) continue;
    list.push(path);
    uncovered = uncovered.filter((record) => isEmptyValue(valueAt(record, path)));
  }
  return list;
}

/**
 * The field only sent messages carry, for records that write no direction and whose ends do not
 * tell it: the status, when some sampled records have no such field at all (received messages;
 * Vonage's inbound SMS beside its delivery receipts) and the others hold one, none of them a
 * received status. A status written as null, or on every record, says nothing of the kind.
 */
function kindField(status: RoleBinding | undefined, sample: readonly Record<string, unknown>[]): string | undefined {
  const path = status === undefined ? undefined : readingOf(status).paths[0];
  if (path === undefined) return undefined;
  const values = sample.map((record) => valueAt(record, path));
  const absent = values.filter((value) => value === undefined).length;
  const filled = values.filter((value) => !isEmptyValue(value));
  const fits =
    absent > 0 &&
    filled.length > 0 &&
    absent + filled.length === values.length &&
    filled.every((value) => statusKind(value) !== 'received');
  return fits ? path : undefined;
}

/**
 * The first records flattened, up to DETECTION_SAMPLE of them and MAX_SAMPLED_CELLS fields in all,
 * the first record within the same cap (a record of 400,000 fields is read up to it). The first
 * element of an array of objects is read too, as `to[0].phone_number`.
 */
function sampleOf(records: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  const sample: Record<string, unknown>[] = [];
  let cells = 0;
  for (const record of records.slice(0, DETECTION_SAMPLE)) {
    const left = MAX_SAMPLED_CELLS - cells;
    if (left <= 0) break;
    const flat = withFirstElements(flattenRecordUpTo(record, left));
    cells += Object.keys(flat).length;
    sample.push(flat);
  }
  return sample;
}

/** A flattened row with each array's first element beside it: an object's fields (`to[0].status`), a value (`to[0]`). */
function withFirstElements(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    out[key] = value;
    if (!isArrayText(value) || value.length > MAX_ARRAY_SAMPLE_CHARS) continue;
    let first: unknown;
    try {
      first = (JSON.parse(value) as unknown[])[0];
    } catch {
      continue;
    }
    if (first === null || first === undefined || Array.isArray(first)) continue;
    if (typeof first !== 'object') {
      out[`${key}[0]`] = first;
      continue;
    }
    for (const [inner, innerValue] of Object.entries(flattenRecord(first as Record<string, unknown>)))
      out[`${key}[0].${inner}`] = innerValue;
  }
  return out;
}
