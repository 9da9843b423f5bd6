import { walkOrderOf } from '../../../common/records/walk-order';
import type { WalkOrder } from '../../../common/records/walk-order';
import type { ThreadMessage } from './thread-message';

export type ServerOrder = WalkOrder;

/**
 * The order the server walks in, read from what it sent (the contract names none): the first and
 * last readable times in walk order. Unknown (all one time, or none readable) means the messages
 * still to come may land at either end of the thread.
 */
export function serverOrder(walkOrder: readonly ThreadMessage[]): ServerOrder {
  const times = walkOrder.flatMap((message) => (message.at ? [message.at.getTime()] : []));
  return walkOrderOf(times[0], times.at(-1));
}

/** Where the messages not loaded yet will land in the thread (oldest at the top). */
export function unloadedEdges(order: ServerOrder): { top: boolean; bottom: boolean } {
  if (order === 'newest-first') return { top: true, bottom: false };
  if (order === 'oldest-first') return { top: false, bottom: true };
  return { top: true, bottom: true };
}

/** "older", "newer" or "more": what the next pages bring, in the words of the status line. */
export function unloadedWord(order: ServerOrder): string {
  return order === 'newest-first' ? 'older' : order === 'oldest-first' ? 'newer' : 'more';
}
