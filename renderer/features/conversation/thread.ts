import type { TimeDisplay } from '../time-zone/time-display';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { readThreadMessage } from './thread-message';
import type { ThreadMessage } from './thread-message';

export type ThreadEntry =
  | { kind: 'day'; key: string; label: string }
  /** `day`: the day's name, on the first message of each day (shown beside it rather than on a line of its own). */
  | { kind: 'message'; key: string; message: ThreadMessage; day: string | null };

export interface Thread {
  /** Oldest at the top: messages of unknown time first (under their own heading), then by time, each day named at its first message. */
  entries: ThreadEntry[];
  /** The messages in thread order (no headings), for copy and find. */
  messages: ThreadMessage[];
  /** The messages in the order the server sent them, to tell which way its pages go. */
  walkOrder: ThreadMessage[];
  /** Messages whose side the record does not say; the view says so rather than guess. */
  unknownSide: number;
  unknownTime: number;
  /** The roles the thread needs that no field of these records holds (time, direction): said, never guessed. */
  missing: { time: boolean; direction: boolean };
}

export const UNKNOWN_TIME_LABEL = 'Time unknown';

// Formatters are slow to build and the thread is rebuilt as pages arrive: one per zone.
const formatters = new Map<string, { day: Intl.DateTimeFormat; dayKey: Intl.DateTimeFormat; clock: Intl.DateTimeFormat }>();

function formattersFor(zone: string) {
  let found = formatters.get(zone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(undefined, { timeZone: zone, weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }),
      dayKey: new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      clock: new Intl.DateTimeFormat(undefined, { timeZone: zone, hour: '2-digit', minute: '2-digit' }),
    };
    formatters.set(zone, found);
  }
  return found;
}

/** " (assumed UTC)" on a time the server wrote without a zone, read in the one the user stated: as the grid says it. */
const assumedText = (message: ThreadMessage) => (message.assumedZone ? ` (assumed ${message.assumedZone})` : '');

/** A bubble's time: the clock time in the zone on screen, or the server's text in "as sent" mode. */
export function clockText(message: ThreadMessage, time: TimeDisplay): string {
  if (time.mode === 'raw') return message.sentTime ?? UNKNOWN_TIME_LABEL;
  return message.at ? `${formattersFor(time.zone).clock.format(message.at)}${assumedText(message)}` : UNKNOWN_TIME_LABEL;
}

/** The full time read out and copied: date and time in the zone on screen, the zone named. */
export function fullTimeText(message: ThreadMessage, time: TimeDisplay): string {
  if (time.mode === 'raw') return message.sentTime ?? UNKNOWN_TIME_LABEL;
  return message.at ? `${time.format(message.at)}${time.zoneName ? ` ${time.zoneName}` : ''}${assumedText(message)}` : UNKNOWN_TIME_LABEL;
}

/**
 * The loaded records as a thread, whatever order the server sent them in: sorted by time (ties
 * keep the server's order), each new day of the zone on screen named at its first message. Days follow the
 * zone shown (UTC in "as sent" mode, the zone the server's times are read in).
 */
export function buildThread(records: readonly Record<string, unknown>[], time: TimeDisplay, fields: RoleFields): Thread {
  const seen = new Set<string>();
  const read = records.map((record, position) => {
    const message = readThreadMessage(record, position, fields);
    // Two records with one id must still be two rows: nothing the server sent is hidden.
    const key = seen.has(message.key) ? `${message.key}#${position}` : message.key;
    seen.add(key);
    return { message: { ...message, key }, position };
  });
  const unknown = read.filter((entry) => entry.message.at === null);
  const timed = read
    .filter((entry) => entry.message.at !== null)
    .sort((a, b) => (a.message.at?.getTime() ?? 0) - (b.message.at?.getTime() ?? 0) || a.position - b.position);

  const entries: ThreadEntry[] = [];
  if (unknown.length > 0) entries.push({ kind: 'day', key: 'day:unknown', label: UNKNOWN_TIME_LABEL });
  for (const { message } of unknown) entries.push({ kind: 'message', key: message.key, message, day: null });
  const { day, dayKey } = formattersFor(time.zone);
  let lastDay = '';
  for (const { message } of timed) {
    const at = message.at as Date;
    const key = dayKey.format(at);
    entries.push({ kind: 'message', key: message.key, message, day: key === lastDay ? null : day.format(at) });
    lastDay = key;
  }
  const messages = [...unknown, ...timed].map((entry) => entry.message);
  return {
    entries,
    messages,
    walkOrder: read.map((entry) => entry.message),
    unknownSide: messages.filter((message) => message.side === null).length,
    unknownTime: unknown.length,
    missing: { time: fields.time === undefined, direction: fields.direction === undefined },
  };
}
