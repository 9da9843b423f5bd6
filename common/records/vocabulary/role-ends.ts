import { endOfPath } from './message-roles';
import { allNumbers } from './path-stats';
import type { PathStats } from './path-stats';
import { readPhone } from './phone-value';
import { MAX_OWN_NUMBERS, MAX_ROLE_PATHS, readingOf } from './role-fields';
import type { RoleBinding } from './role-fields';
import { firstValue, valueAt } from './value-at';

// The two ends of a message (sender, recipient) as a pair, and the location's own number among
// them: the customer is the end that is not the location's.

/** A list of paths in its simplest form: one path alone, else the list. */
export const asBinding = (paths: readonly string[]): string | string[] => (paths.length === 1 ? paths[0]! : [...paths]);

/** Whether a contact's number is a pair whose own numbers tell each record's direction. */
export const directionByEnds = (binding: RoleBinding | undefined) => binding !== undefined && readingOf(binding).own.length > 0;

/**
 * The fields of one end, in the order they are read (first non-empty wins): those holding phone
 * numbers on every record that fills them, an element before its array (`to[0]` before `to`: a
 * batch's recipients are a list, an inbound message's recipient one number). An array's own text
 * is read through its element, so it does not count against the field.
 */
function endFields(
  end: 'sender' | 'recipient',
  paths: readonly string[],
  sample: readonly Record<string, unknown>[],
  of: (path: string) => PathStats,
): string[] {
  const numbered = paths.filter((path) => {
    if (endOfPath(path) !== end) return false;
    const stats = of(path);
    if (allNumbers(stats)) return true;
    const arrays = sample.filter((record) => isArrayText(valueAt(record, path))).length;
    return arrays > 0 && stats.present > arrays && (stats.phones === stats.present - arrays || stats.barePhones === stats.present - arrays);
  });
  const elementsFirst = [...numbered.filter((path) => path.includes('[')), ...numbered.filter((path) => !path.includes('['))];
  return elementsFirst.slice(0, MAX_ROLE_PATHS);
}

export const isArrayText = (value: unknown): value is string => typeof value === 'string' && value.startsWith('[');

/**
 * The two ends of a message as a pair, when the records hold phone numbers at a sender and a
 * recipient path. Without a direction field, the location's own numbers are those on every
 * sampled record: the customer is the other end.
 */
export function endsOf(
  paths: readonly string[],
  sample: readonly Record<string, unknown>[],
  of: (path: string) => PathStats,
  hasDirection: boolean,
): RoleBinding | undefined {
  const sender = endFields('sender', paths, sample, of);
  const recipient = endFields('recipient', paths, sample, of);
  if (sender.length === 0 && recipient.length === 0) return undefined;
  const withoutPlus = [...sender, ...recipient].some((path) => of(path).barePhones > 0);
  const own = hasDirection || sender.length === 0 || recipient.length === 0 ? [] : ownNumbers(sample, sender, recipient, withoutPlus);
  // One side alone still reads half the messages; the other half says it has no number.
  return {
    ...(sender.length > 0 && { inbound: asBinding(sender) }),
    ...(recipient.length > 0 && { outbound: asBinding(recipient) }),
    ...(own.length > 0 && { own }),
    ...(withoutPlus && { withoutPlus }),
  };
}

/** Numbers at either end of every sampled record (with both ends): the location's own. */
function ownNumbers(
  sample: readonly Record<string, unknown>[],
  sender: readonly string[],
  recipient: readonly string[],
  withoutPlus: boolean,
): string[] {
  let common: Set<string> | null = null;
  for (const record of sample) {
    const ends = [sender, recipient]
      .map((paths) => readPhone(firstValue(record, paths), withoutPlus)?.e164)
      .filter((number): number is string => number !== undefined);
    if (ends.length < 2) continue;
    common = common === null ? new Set(ends) : new Set(ends.filter((number) => common!.has(number)));
  }
  // Both ends on every record (one record seen, or one pair of numbers): nothing says which is the location's.
  const own = [...(common ?? [])];
  return own.length === 1 ? own.slice(0, MAX_OWN_NUMBERS) : [];
}

/**
 * A pair the user wrote in Fields, with the location's own numbers read from these records when
 * it names none (the records Fields has seen: a first page or two): the same rule as detection's,
 * so a pair typed by hand finds the customer too.
 */
export function withOwnNumbers(binding: RoleBinding, records: readonly Record<string, unknown>[]): RoleBinding {
  const reading = readingOf(binding);
  if (!reading.pair || reading.own.length > 0 || reading.inbound.length === 0 || reading.outbound.length === 0) return binding;
  const own = ownNumbers(records, reading.inbound, reading.outbound, reading.withoutPlus);
  return own.length > 0 ? { ...(binding as Exclude<RoleBinding, string | string[]>), own } : binding;
}
