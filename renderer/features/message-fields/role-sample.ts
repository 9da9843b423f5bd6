import { DIRECTION_LABELS } from '../../../common/records/vocabulary/direction-words';
import { readMessage } from '../../../common/records/vocabulary/message-vocabulary';
import type { MessageRole } from '../../../common/records/vocabulary/message-roles';
import { readTimeValue } from '../../../common/records/vocabulary/message-time';
import { roleValue } from '../../../common/records/vocabulary/message-vocabulary';
import { readingOf } from '../../../common/records/vocabulary/role-fields';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { isEmptyValue } from '../../../common/records/vocabulary/value-at';

const SAMPLE_CHARS = 60;

/** What to do about a time written without a zone: the app never guesses one. */
export const NO_ZONE = 'not a time the app can read yet: it states no zone. State its zone below (UTC, the location’s, or a named one)';

const shorten = (text: string) => (text.length > SAMPLE_CHARS ? `${text.slice(0, SAMPLE_CHARS)}…` : text);

/**
 * A role's sample as the app reads it, from the first record where it finds one: a time as the
 * instant read (and the zone assumed, or why it is not read), a number in E.164 (and whether it
 * was written without +), both ends when the records say neither which is the customer's.
 */
export function roleSample(role: MessageRole, fields: RoleFields, records: readonly Record<string, unknown>[]): string {
  const binding = fields[role];
  if (binding === undefined) return role === 'text' ? 'No message text in these records' : 'Not found';
  for (const record of records) {
    const value = roleValue(record, binding, fields);
    if (role === 'contactNumber') {
      const message = readMessage(record, fields);
      if (message.contactNumber)
        return message.contactNumberWithoutPlus ? `${message.contactNumber} (written without +)` : message.contactNumber;
      if (message.contactEnds) return `Both ends (nothing says which is the customer’s): ${message.contactEnds.join(' / ')}`;
      continue;
    }
    if (role === 'direction' && readingOf(binding).outboundWhereFilled !== undefined) {
      // Read by record kind: the sample is the direction the first record's kind says.
      const direction = readMessage(record, fields).direction;
      if (direction) return `${DIRECTION_LABELS[direction]} (by record kind)`;
      continue;
    }
    if (isEmptyValue(value)) continue;
    const shown = shorten(typeof value === 'string' ? value : JSON.stringify(value));
    if (role !== 'time' && role !== 'deliveredTime') return shown;
    const reading = readTimeValue(value, readingOf(binding).zone);
    if (reading.ms === null) return `${shown} (${reading.problem === 'no-zone' ? NO_ZONE : 'not a time the app can read'})`;
    return `${shown} → ${new Date(reading.ms).toISOString()}${reading.assumedZone ? ` (assumed ${reading.assumedZone})` : ''}`;
  }
  return records.length === 0 ? '' : 'Empty in the records seen';
}
