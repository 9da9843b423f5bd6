import { LOCATION_NAME_COLUMN } from '../../../common/records/located-row';
import { directionText } from '../../../common/records/vocabulary/direction-words';
import { readMessage } from '../../../common/records/vocabulary/message-vocabulary';
import type { MessageReading } from '../../../common/records/vocabulary/message-vocabulary';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import type { TimeDisplay } from '../time-zone/time-display';
import { fieldLabel } from './field-labels';
import { formatCell } from './format-cell';

export interface TicketTextOptions {
  time: TimeDisplay;
  /** Add each message's id (for a ticket that must point at the exact message). */
  withIds: boolean;
  /** Where the message vocabulary reads each role in these rows. */
  fields: RoleFields;
  /** The one location every row is of (one location's grid), named as a row across locations names its own. */
  locationName?: string | undefined;
}

const textOf = (value: unknown, time: TimeDisplay) => formatCell(value, time).text;

/** "Nov 14, 2025, 06:48:47 PM Europe/Paris": the zone named, as the reader may be anywhere; a time that cannot be read, as sent. */
function timeText(message: MessageReading, time: TimeDisplay): string {
  if (message.time === null || time.mode === 'raw') return textOf(message.timeSent, time);
  const shown = time.format(new Date(message.time));
  return time.zoneName ? `${shown} ${time.zoneName}` : shown;
}

/**
 * Messages as text to paste into a ticket or a chat: per message a line with the time (in the
 * zone on screen, named), direction, contact, status and the location, then the message itself; no ids unless
 * asked, no spreadsheet formula guard. A record without message text lists its fields by label.
 */
export function ticketText(
  rows: readonly Record<string, unknown>[],
  columns: readonly string[],
  { time, withIds, fields, locationName }: TicketTextOptions,
): string {
  const blocks = rows.map((row) => {
    if (fields.text === undefined) return columns.map((column) => `${fieldLabel(column, fields)}: ${textOf(row[column], time)}`).join('\n');
    const message = readMessage(row, fields);
    const contact = [message.contactName ?? '', textOf(message.contactNumber, time)].filter(Boolean).join(' ');
    const head = [
      timeText(message, time),
      typeof message.directionSent === 'string' && message.directionSent.trim() ? directionText(message.directionSent) : '',
      contact,
      message.status?.text ?? '',
      columns.includes(LOCATION_NAME_COLUMN) ? `at ${textOf(row[LOCATION_NAME_COLUMN], time)}` : locationName ? `at ${locationName}` : '',
      withIds && message.id ? `ID ${message.id}` : '',
    ].filter(Boolean);
    return `${head.join(' · ')}\n${message.text ?? ''}`;
  });
  return blocks.join('\n\n');
}
