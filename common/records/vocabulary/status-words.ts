import { inTitleCase } from './title-case';

// A message's status, from the word the server wrote, as one of a few badge kinds. The words are
// matched in any case and with `_`, `-` or spaces; a word the app does not know is shown as the
// server sent it, in title case, with a neutral badge: never guessed into a kind.

export type StatusKind = 'delivered' | 'sent' | 'queued' | 'failed' | 'undelivered' | 'received' | 'read';

const KIND_WORDS: readonly [StatusKind, RegExp][] = [
  ['delivered', /^(delivered|deliveryconfirmed|success|succeeded|completed)$/],
  ['sent', /^(sent|dispatched|submitted)$/],
  // Not `accepted`, `pending`, `processing` or `created`: providers use them for states before and
  // after sending alike, so they are shown as written, neutral, never as "Queued".
  ['queued', /^(queued|sending|scheduled|enroute)$/],
  // Not `expired`: Vonage writes it when the carrier sent no status within 48 hours of taking the
  // message, so whether it arrived is not known; it is shown as written.
  ['failed', /^(failed|failure|error|rejected|blocked|canceled|cancelled)$/],
  ['undelivered', /^(undelivered|undeliverable|notdelivered|bounced)$/],
  ['received', /^(received|receiving)$/],
  ['read', /^(read|seen|opened)$/],
];

/** Every kind a status is read as, in the vocabulary's order. */
export const STATUS_KINDS: readonly StatusKind[] = KIND_WORDS.map(([kind]) => kind);

const STATUS_LABELS: Readonly<Record<StatusKind, string>> = {
  delivered: 'Delivered',
  sent: 'Sent',
  queued: 'Queued',
  failed: 'Failed',
  undelivered: 'Undelivered',
  received: 'Received',
  read: 'Read',
};

/** How a badge stands out: a message that did not reach the contact must catch the eye. */
export type StatusTone = 'bad' | 'good' | 'pending' | 'neutral';

const TONES: Readonly<Record<StatusKind, StatusTone>> = {
  delivered: 'good',
  received: 'good',
  read: 'good',
  sent: 'pending',
  queued: 'pending',
  failed: 'bad',
  undelivered: 'bad',
};

export interface StatusWord {
  /** The badge kind, or null for a word the app does not know. */
  kind: StatusKind | null;
  /** What the badge says. */
  text: string;
  tone: StatusTone;
}

/** The kind a status word says, or null. */
export function statusKind(value: unknown): StatusKind | null {
  if (typeof value !== 'string') return null;
  const word = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  return KIND_WORDS.find(([, words]) => words.test(word))?.[0] ?? null;
}

/** A status as its badge shows it; null for no status (nothing, or not a word). */
export function readStatus(value: unknown): StatusWord | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const kind = statusKind(value);
  if (kind) return { kind, text: STATUS_LABELS[kind], tone: TONES[kind] };
  return { kind: null, text: inTitleCase(value), tone: 'neutral' };
}

/**
 * An error field's value that says there was no error: providers write a success code in the same
 * field as a failure's (`error_code` `000`, `errorCode` 0, `NO_ERROR`), so these are not errors.
 */
const SUCCESS_CODE = /^(0+|noerror|none|ok|success)$/;

export function isSuccessCode(value: unknown): boolean {
  if (typeof value === 'number') return value === 0;
  return (
    typeof value === 'string' &&
    SUCCESS_CODE.test(
      value
        .trim()
        .toLowerCase()
        .replace(/[\s_-]+/g, ''),
    )
  );
}
