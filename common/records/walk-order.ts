/** Which way a walk's pages go in time; unknown when its times do not say (none readable, or all one). */
export type WalkOrder = 'newest-first' | 'oldest-first' | 'unknown';

/**
 * The order a server walks in, read from what it sent (the contract names none): the first and
 * last readable times in walk order, in epoch milliseconds. The thread and the export of a whole
 * conversation both read it this way.
 */
export function walkOrderOf(first: number | undefined, last: number | undefined): WalkOrder {
  if (first === undefined || last === undefined || first === last) return 'unknown';
  return first > last ? 'newest-first' : 'oldest-first';
}
