import { readDirection } from './direction-words';
import type { Direction } from './direction-words';
import { readTimeValue } from './message-time';
import { readPhone } from './phone-value';
import { bindingPaths, readingOf } from './role-fields';
import type { RoleBinding, RoleFields, RoleReading } from './role-fields';
import { readStatus } from './status-words';
import type { StatusWord } from './status-words';
import { firstValue, isEmptyValue, valueAt } from './value-at';

/** One record as the roles read it; what a role does not find is null, never guessed. */
export interface MessageReading {
  /** The message's instant in epoch ms, or null when there is no time field or its value cannot be read. */
  time: number | null;
  /** The time as the server sent it (shown as sent when it cannot be read). */
  timeSent: unknown;
  /** The zone the time was read in because the user stated it (the value states none), else null. */
  timeAssumedZone: string | null;
  /** Why a time that was sent is not read: it states no zone and none was stated, or it is no time. */
  timeProblem: 'no-zone' | 'unreadable' | null;
  direction: Direction | null;
  /** The direction as the server wrote it. */
  directionSent: unknown;
  status: StatusWord | null;
  contactName: string | null;
  /** The customer's number: E.164 when it parses as a phone number, else as written. */
  contactNumber: string | null;
  /** True when the number was written without `+` and read as an international one. */
  contactNumberWithoutPlus: boolean;
  /** Both ends of a message whose record says neither its direction nor which end is the location's. */
  contactEnds: readonly string[] | null;
  text: string | null;
  id: string | null;
  location: string | null;
  deliveredTime: number | null;
  media: unknown;
}

const isOwn = (value: unknown, reading: RoleReading) => {
  const number = readPhone(value, reading.withoutPlus)?.e164;
  return number !== undefined && reading.own.includes(number);
};

/** A pair's customer end: by the record's direction, else the end that is not the location's own number. */
function pairSide(record: Record<string, unknown>, reading: RoleReading, fields: RoleFields): Direction | null {
  const direction = fields.direction === undefined ? null : readDirection(roleValue(record, fields.direction, fields));
  if (direction) return direction;
  if (reading.own.length === 0) return null;
  const sender = firstValue(record, reading.inbound);
  const recipient = firstValue(record, reading.outbound);
  if (isOwn(sender, reading) && !isOwn(recipient, reading)) return 'outbound';
  if (isOwn(recipient, reading) && !isOwn(sender, reading)) return 'inbound';
  return null;
}

/** The value a binding reads in a record: the first non-empty of its paths; a pair, the customer's end. */
export function roleValue(record: Record<string, unknown>, binding: RoleBinding | undefined, fields: RoleFields): unknown {
  if (binding === undefined) return undefined;
  const reading = readingOf(binding);
  if (!reading.pair) return firstValue(record, reading.paths);
  const side = pairSide(record, reading, fields);
  return side === null ? undefined : firstValue(record, side === 'inbound' ? reading.inbound : reading.outbound);
}

const text = (value: unknown): string | null => {
  if (isEmptyValue(value)) return null;
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : null;
};

function readNumber(value: unknown, binding: RoleBinding | undefined): { number: string | null; withoutPlus: boolean } {
  const phone = binding === undefined ? null : readPhone(value, readingOf(binding).withoutPlus);
  return phone ? { number: phone.e164, withoutPlus: phone.withoutPlus } : { number: text(value), withoutPlus: false };
}

/** The ends of a pair when neither the direction nor the location's numbers say which is the customer's. */
function bothEnds(record: Record<string, unknown>, binding: RoleBinding | undefined): string[] | null {
  if (binding === undefined || !readingOf(binding).pair) return null;
  const reading = readingOf(binding);
  const ends = [firstValue(record, reading.inbound), firstValue(record, reading.outbound)]
    .map((end) => readNumber(end, binding).number)
    .filter((end): end is string => end !== null);
  return ends.length > 0 ? ends : null;
}

/** The direction a pair says by which end is the location's own number, for records that write none. */
function directionByEnds(record: Record<string, unknown>, fields: RoleFields): Direction | null {
  const binding = fields.contactNumber;
  if (binding === undefined || fields.direction !== undefined) return null;
  const reading = readingOf(binding);
  return reading.pair ? pairSide(record, reading, fields) : null;
}

/**
 * The direction of a record that writes none, by its kind: the field only sent messages carry (a
 * delivery receipt's status) is in it, or is not. A field written as null says nothing either way.
 */
function directionByKind(record: Record<string, unknown>, fields: RoleFields): Direction | null {
  const field = fields.direction === undefined ? undefined : readingOf(fields.direction).outboundWhereFilled;
  if (field === undefined) return null;
  const value = valueAt(record, field);
  if (value === undefined) return 'inbound';
  return isEmptyValue(value) ? null : 'outbound';
}

/** Reads one record (as sent, or flattened: paths read either) through the fields of its connection. */
export function readMessage(record: Record<string, unknown>, fields: RoleFields): MessageReading {
  const at = (binding: RoleBinding | undefined) => roleValue(record, binding, fields);
  const timeSent = at(fields.time);
  const time = readTimeValue(timeSent, fields.time === undefined ? undefined : readingOf(fields.time).zone);
  const directionSent = at(fields.direction);
  const contact = readNumber(at(fields.contactNumber), fields.contactNumber);
  const deliveredZone = fields.deliveredTime === undefined ? undefined : readingOf(fields.deliveredTime).zone;
  return {
    time: time.ms,
    timeSent,
    timeAssumedZone: time.ms === null ? null : time.assumedZone,
    timeProblem: time.ms !== null || isEmptyValue(timeSent) ? null : time.problem,
    direction: readDirection(directionSent) ?? directionByEnds(record, fields) ?? directionByKind(record, fields),
    directionSent,
    status: readStatus(at(fields.status)),
    contactName: text(at(fields.contactName)),
    contactNumber: contact.number,
    contactNumberWithoutPlus: contact.withoutPlus,
    contactEnds: contact.number === null ? bothEnds(record, fields.contactNumber) : null,
    text: text(at(fields.text)),
    id: text(at(fields.id)),
    location: text(at(fields.location)),
    deliveredTime: readTimeValue(at(fields.deliveredTime), deliveredZone).ms,
    media: at(fields.media),
  };
}

/** The role a column of flattened records holds under these fields (every column a binding reads, a pair's two included). */
export function roleOfColumn(column: string, fields: RoleFields): keyof RoleFields | null {
  for (const [role, binding] of Object.entries(fields) as [keyof RoleFields, RoleBinding][]) {
    if (bindingPaths(binding).includes(column)) return role;
  }
  return null;
}
