import { MAX_LIST_NUMBERS } from '../../../common/limits/number-list-limits';
import { readPhoneNumber } from './phone-number';
import type { PhoneRegion } from './phone-number';

/**
 * What separates the numbers of a pasted list: a spreadsheet column's line breaks (\r\n from
 * Windows), a CSV line's commas or semicolons, a row's tabs. Spaces, dots, dashes and brackets
 * are inside a number ("(512) 555-0148"), so they never split one.
 */
const SEPARATORS = /\r\n|[\r\n,;\t]/;

/** How a pasted list was read; `single` is the field's one number, read as before. */
export type PhoneListReading =
  | { kind: 'single' }
  | {
      kind: 'list';
      /** The numbers to search, in E.164, each once, in the order pasted. */
      numbers: string[];
      /** Entries that are not a number, as pasted. */
      unreadable: string[];
      /** Entries that were a number already listed (in another format or the same). */
      duplicates: number;
      /** A first entry without any digit, taken for the column's heading ("Phone"). */
      heading?: string;
      /** Why the list cannot be searched as it is; nothing is dropped to make it fit. */
      problem?: string;
    };

const quoted = /^"(.*)"$/s;

/** Entries read at most: past it the list is refused whole, before reading each (a pasted sheet of thousands). */
const MAX_LIST_ENTRIES = 20 * MAX_LIST_NUMBERS;

/** The entries of the phone field as a list splits them (two or more make a list), unquoted, none empty. */
export function phoneListEntries(text: string): string[] {
  return text
    .split(SEPARATORS)
    .map((entry) => entry.trim().replace(quoted, '$1').trim())
    .filter((entry) => entry !== '');
}

/**
 * A pasted list of numbers, each read by the phone field's one rule (readPhoneNumber). More than
 * one entry makes a list; an entry it cannot read is named, not searched and not silently lost.
 */
export function readPhoneList(text: string, region: PhoneRegion): PhoneListReading {
  const entries = phoneListEntries(text);
  if (entries.length < 2) return { kind: 'single' };
  if (entries.length > MAX_LIST_ENTRIES) {
    return {
      kind: 'list',
      numbers: [],
      unreadable: [],
      duplicates: 0,
      problem: `${entries.length.toLocaleString('en-US')} entries pasted; a list holds at most ${MAX_LIST_NUMBERS} numbers. Split it and search each part.`,
    };
  }
  const heading = /\d/.test(entries[0]!) ? undefined : entries.shift();
  const numbers: string[] = [];
  const unreadable: string[] = [];
  let duplicates = 0;
  for (const entry of entries) {
    const reading = readPhoneNumber(entry, region);
    if (!reading.ok) unreadable.push(entry);
    else if (numbers.includes(reading.e164)) duplicates += 1;
    else numbers.push(reading.e164);
  }
  const problem =
    numbers.length > MAX_LIST_NUMBERS
      ? `${numbers.length} numbers read; at most ${MAX_LIST_NUMBERS} are searched at once. Split the list and search each part.`
      : numbers.length === 0
        ? 'No number could be read in this list. Give each with its country code, e.g. +1 512 555 0148.'
        : undefined;
  return {
    kind: 'list',
    numbers,
    unreadable,
    duplicates,
    ...(heading !== undefined && { heading }),
    ...(problem !== undefined && { problem }),
  };
}

/** What the field says of a list it read: how many numbers, which entries it could not read, what it collapsed. */
export function describePhoneList(list: Extract<PhoneListReading, { kind: 'list' }>): string {
  const count = list.numbers.length;
  const parts = [`${count} number${count === 1 ? '' : 's'} read`];
  if (list.unreadable.length > 0)
    parts.push(`${list.unreadable.length} not read, not searched: ${list.unreadable.map((entry) => `“${entry}”`).join(', ')}`);
  if (list.duplicates > 0) parts.push(`${list.duplicates} duplicate${list.duplicates === 1 ? '' : 's'} searched once`);
  if (list.heading !== undefined) parts.push(`heading “${list.heading}” skipped`);
  return parts.join(' · ');
}

/**
 * A paste into the one-line phone field, with its line breaks and tabs made commas: the field
 * would drop them (an input keeps one line) and run the numbers together. null: nothing to change.
 */
export function pastedListOnOneLine(pasted: string): string | null {
  if (!/[\r\n\t]/.test(pasted)) return null;
  return pasted
    .split(/\r\n|[\r\n\t]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .join(', ');
}
