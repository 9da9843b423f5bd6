import { directionText } from '../records/vocabulary/direction-words';
import { roleValue } from '../records/vocabulary/message-vocabulary';
import type { MessageRole } from '../records/vocabulary/message-roles';
import type { RoleFields } from '../records/vocabulary/role-fields';
import { readStatus } from '../records/vocabulary/status-words';
import type { RecordStackKey } from '../ipc/activity-data';

/**
 * A record's series label for one way of stacking the bars (`index`: its place in the records
 * added at once), read through the fields of the message vocabulary.
 */
export type StackLabel = (record: Record<string, unknown>, index: number, fields: RoleFields) => string;

export const NO_VALUE = '(none)';
export const OTHER_VALUE = '(other)';
/** A label longer than this is cut: it is a legend entry, not a message. */
export const MAX_LABEL_CHARS = 40;

/**
 * What a record holds in a role, as a label: whole, as the server sent it (the counter cuts it
 * with shortLabel once scrubbed, then puts it in words: stackWord); anything but a scalar is grouped.
 */
function roleLabel(role: MessageRole): StackLabel {
  return (record, _index, fields) => {
    const value = roleValue(record, fields[role], fields);
    if (value === undefined || value === null || value === '') return NO_VALUE;
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return OTHER_VALUE;
  };
}

/**
 * A label read from a record as the legend shows it: trimmed and cut to MAX_LABEL_CHARS. Only
 * ever cut once the token is scrubbed from the whole text: a cut through a token could leave a
 * piece of it too short for the redactor to recognise.
 */
export function shortLabel(text: string): string {
  return text.trim().slice(0, MAX_LABEL_CHARS) || NO_VALUE;
}

/** Every way the chart can stack by what a record holds (by location is added where rows carry it: located-counter.ts). */
export const STACKINGS: Readonly<Record<RecordStackKey, StackLabel>> = {
  status: roleLabel('status'),
  direction: roleLabel('direction'),
};

/**
 * A scrubbed label in the words the grid shows it in: "delivered" and "DELIVERED" are one series
 * ("Delivered"), a word the vocabulary does not know is in title case. Only after scrubbing: a
 * token changed in case would no longer be recognised.
 */
export const STACK_WORDS: Readonly<Record<RecordStackKey, (label: string) => string>> = {
  status: (label) => (label === NO_VALUE || label === OTHER_VALUE ? label : (readStatus(label)?.text ?? label)),
  direction: (label) => (label === NO_VALUE || label === OTHER_VALUE ? label : directionText(label)),
};

export const STACK_KEYS = Object.keys(STACKINGS) as RecordStackKey[];
