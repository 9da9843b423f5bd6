import { readDirection } from './direction-words';
import type { Direction } from './direction-words';
import { readTime } from './message-time';
import type { RoleBinding, RoleFields } from './role-fields';
import { readStatus } from './status-words';
import type { StatusWord } from './status-words';
import { isEmptyValue, valueAt } from './value-at';

/** One record as the roles read it; what a role does not find is null, never guessed. */
export interface MessageReading {
  /** The message's instant in epoch ms, or null when there is no time field or its value cannot be read. */
  time: number | null;
  /** The time as the server sent it (shown as sent when it cannot be read). */
  timeSent: unknown;
  direction: Direction | null;
  /** The direction as the server wrote it. */
  directionSent: unknown;
  status: StatusWord | null;
  contactName: string | null;
  contactNumber: string | null;
  text: string | null;
  id: string | null;
  location: string | null;
  deliveredTime: number | null;
  media: unknown;
}

/** The value a binding reads in a record; a direction pair reads the side of the record's direction. */
export function roleValue(record: Record<string, unknown>, binding: RoleBinding | undefined, fields: RoleFields): unknown {
  if (binding === undefined) return undefined;
  if (typeof binding === 'string') return valueAt(record, binding);
  const direction = fields.direction === undefined ? null : readDirection(roleValue(record, fields.direction, fields));
  const side = direction === null ? undefined : binding[direction];
  return side === undefined ? undefined : valueAt(record, side);
}

const text = (value: unknown): string | null => {
  if (isEmptyValue(value)) return null;
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : null;
};

/** Reads one record (as sent, or flattened: paths read either) through the fields of its connection. */
export function readMessage(record: Record<string, unknown>, fields: RoleFields): MessageReading {
  const at = (binding: RoleBinding | undefined) => roleValue(record, binding, fields);
  const timeSent = at(fields.time);
  const directionSent = at(fields.direction);
  return {
    time: readTime(timeSent),
    timeSent,
    direction: readDirection(directionSent),
    directionSent,
    status: readStatus(at(fields.status)),
    contactName: text(at(fields.contactName)),
    contactNumber: text(at(fields.contactNumber)),
    text: text(at(fields.text)),
    id: text(at(fields.id)),
    location: text(at(fields.location)),
    deliveredTime: readTime(at(fields.deliveredTime)),
    media: at(fields.media),
  };
}

/** The role a column of flattened records holds under these fields (a pair's two columns both hold the contact's number). */
export function roleOfColumn(column: string, fields: RoleFields): keyof RoleFields | null {
  for (const [role, binding] of Object.entries(fields) as [keyof RoleFields, RoleBinding][]) {
    if (binding === column || (typeof binding !== 'string' && (binding.inbound === column || binding.outbound === column))) return role;
  }
  return null;
}
