import type { TimeDisplay } from '../time-zone/time-display';
import { mediaLines } from './media-text';
import type { Side, ThreadMessage } from './thread-message';
import { fullTimeText } from './thread';

export interface ThreadTextOptions {
  phoneNumber: string;
  /** Who the location is in the thread: its name, else its id. */
  locationName: string;
  time: TimeDisplay;
}

/** Who wrote a message, as read aloud and copied. */
export function sideText(side: Side, locationName: string): string {
  if (side === 'customer') return 'Customer';
  if (side === 'location') return locationName;
  return 'Direction unknown';
}

/**
 * The thread (or the messages picked) as text for a ticket: a heading naming the number and the
 * zone, then per message the time with its zone, who wrote it and its status, the message,
 * its attachments and the server's error fields. Oldest first, as in the view.
 */
export function threadText(messages: readonly ThreadMessage[], { phoneNumber, locationName, time }: ThreadTextOptions): string {
  const heading = `Conversation between ${phoneNumber} and ${locationName} (${messages.length} message${messages.length === 1 ? '' : 's'}; times ${time.mode === 'raw' ? 'as the server sent them' : `in ${time.zoneName}`})`;
  const blocks = messages.map((message) => {
    const head = [fullTimeText(message, time), sideText(message.side, locationName), message.status?.text ?? '']
      .filter(Boolean)
      .join(' · ');
    const lines = [head, message.body ?? '(no message text)'];
    if (message.media) lines.push(...mediaLines(message.media).map((line) => `[${line}]`));
    for (const error of message.errors) lines.push(`Error ${error.field}: ${error.value}`);
    return lines.join('\n');
  });
  return [heading, ...blocks].join('\n\n');
}
