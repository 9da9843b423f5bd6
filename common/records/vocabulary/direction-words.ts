import { inTitleCase } from './title-case';

// Which way a message went, from the word the server wrote. The contract shows no values, so the
// usual synonyms are accepted in any case and with `_`, `-` or spaces; anything else is unknown.

export type Direction = 'inbound' | 'outbound';

const INBOUND = /^(inbound|in|incoming|received|receive|mo|mobileoriginated|fromcustomer|fromcontact)$/;
const OUTBOUND = /^(outbound|out|outgoing|sent|send|mt|mobileterminated|outboundapi|outboundreply|outboundcall|tocustomer|tocontact)$/;

const squeezed = (word: string) =>
  word
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** The direction a word says, or null when it says none the app knows. */
export function readDirection(value: unknown): Direction | null {
  if (typeof value !== 'string') return null;
  const word = squeezed(value);
  if (INBOUND.test(word)) return 'inbound';
  if (OUTBOUND.test(word)) return 'outbound';
  return null;
}

export const DIRECTION_LABELS: Readonly<Record<Direction, string>> = { inbound: 'Inbound', outbound: 'Outbound' };

/** A direction as the grid shows it: "Inbound"/"Outbound", or the server's word in title case. */
export function directionText(value: string): string {
  const direction = readDirection(value);
  return direction ? DIRECTION_LABELS[direction] : inTitleCase(value);
}
