import type { RecordStackKey } from '../ipc/activity-data';

/** A record's series label for one way of stacking the bars (`index`: its place in the records added at once). */
export type StackLabel = (record: Record<string, unknown>, index: number) => string;

export const NO_VALUE = '(none)';
export const OTHER_VALUE = '(other)';
/** A label longer than this is cut: it is a legend entry, not a message. */
export const MAX_LABEL_CHARS = 40;

/**
 * What a record holds under a name, as a label: whole, as the server sent it (the counter cuts it
 * with shortLabel once scrubbed). Field names are matched without case, as the server's spelling
 * is not shown by the contract; anything but a scalar is grouped.
 */
function fieldLabel(name: string): StackLabel {
  return (record) => {
    const key = name in record ? name : Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
    const value = key === undefined ? undefined : record[key];
    if (value === undefined || value === null) return NO_VALUE;
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
  status: fieldLabel('status'),
  direction: fieldLabel('direction'),
};

export const STACK_KEYS = Object.keys(STACKINGS) as RecordStackKey[];
