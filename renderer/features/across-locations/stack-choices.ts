import type { StackKey } from '../../../common/ipc/activity-data';

/** By location first: across locations, that is the question ("which of our locations…"). */
const ACROSS_STACK_KEYS: readonly StackKey[] = ['location', 'status', 'direction'];
/**
 * A list of numbers: by number first, the list's question ("which of these customers…"). At
 * several locations by location too, one choice away: a series per number and location would
 * outgrow any legend (up to 500), and the strip already says each pair's rows.
 */
const LIST_STACK_KEYS: readonly StackKey[] = ['number', 'status', 'direction'];
const LIST_ACROSS_STACK_KEYS: readonly StackKey[] = ['number', 'location', 'status', 'direction'];
const isStackKeyOf =
  (keys: readonly StackKey[]) =>
  (value: unknown): value is StackKey =>
    (keys as readonly unknown[]).includes(value);
export const isAcrossStackKey = isStackKeyOf(ACROSS_STACK_KEYS);
export const isListStackKey = isStackKeyOf(LIST_ACROSS_STACK_KEYS);

/** The stackings a search offers: by number for a list, by location where there are several. */
export function acrossStackKeys(numbers: readonly string[] | undefined, locationCount: number): readonly StackKey[] {
  if (!numbers) return ACROSS_STACK_KEYS;
  return locationCount > 1 ? LIST_ACROSS_STACK_KEYS : LIST_STACK_KEYS;
}
