import type { TimeDisplay } from '../time-zone/time-display';
import type { ThreadMessage } from './thread-message';
import { fullTimeText } from './thread';

/**
 * Indexes (in thread order) of the messages whose text, status, time as shown, or the server's
 * error fields hold the needle, case-insensitively. Only what is loaded: the view says when more is not.
 */
export function threadMatches(messages: readonly ThreadMessage[], needle: string, time: TimeDisplay): number[] {
  const wanted = needle.trim().toLowerCase();
  if (!wanted) return [];
  const found: number[] = [];
  messages.forEach((message, index) => {
    const texts = [
      message.body ?? '',
      message.status?.text ?? '',
      fullTimeText(message, time),
      ...message.errors.map((error) => error.value),
    ];
    if (texts.some((text) => text.toLowerCase().includes(wanted))) found.push(index);
  });
  return found;
}
