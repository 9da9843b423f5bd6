import { LOCATION_NAME_COLUMN } from '../../../common/records/located-row';
import { isDateTime } from '../time-zone/date-time';
import type { TimeDisplay } from '../time-zone/time-display';
import { columnRank } from './column-order';
import { codeInWords, fieldLabel } from './field-labels';
import { formatCell } from './format-cell';

export interface TicketTextOptions {
  time: TimeDisplay;
  /** Add each message's id (for a ticket that must point at the exact message). */
  withIds: boolean;
}

/** The fields a message is read by, found once for the copied rows' columns. */
interface MessageFields {
  time?: string;
  direction?: string;
  name?: string;
  number?: string;
  body?: string;
  status?: string;
  id?: string;
  /** Rows of a search across locations: the location's name. */
  location?: string;
}

const ROLE_BY_RANK: Readonly<Record<number, keyof MessageFields>> = { 0: 'time', 1: 'direction', 2: 'name', 3: 'number', 4: 'body', 5: 'status' };

function messageFields(columns: readonly string[]): MessageFields {
  const fields: MessageFields = {};
  for (const column of columns) {
    const role = ROLE_BY_RANK[columnRank(column)];
    if (role && !fields[role]) fields[role] = column;
  }
  const id = columns.find((column) => column === 'id') ?? columns.find((column) => columnRank(column) === 7);
  if (id) fields.id = id;
  if (columns.includes(LOCATION_NAME_COLUMN)) fields.location = LOCATION_NAME_COLUMN;
  return fields;
}

const textOf = (value: unknown, time: TimeDisplay) => formatCell(value, time).text;

/** "Nov 14, 2025, 06:48:47 PM Europe/Paris": the zone named, as the reader may be anywhere. */
function timeText(value: unknown, time: TimeDisplay): string {
  const shown = textOf(value, time);
  return isDateTime(value) && time.zoneName ? `${shown} ${time.zoneName}` : shown;
}

/**
 * Messages as text to paste into a ticket or a chat: per message a line with the time (in the
 * zone on screen, named), direction, contact, status and (across locations) the location, then the message itself; no ids unless
 * asked, no spreadsheet formula guard. A record without message text lists its fields by label.
 */
export function ticketText(rows: readonly Record<string, unknown>[], columns: readonly string[], { time, withIds }: TicketTextOptions): string {
  const fields = messageFields(columns);
  const blocks = rows.map((row) => {
    const cell = (column: string | undefined) => (column ? textOf(row[column], time) : '');
    if (!fields.body) return columns.map((column) => `${fieldLabel(column)}: ${cell(column)}`).join('\n');
    const code = (column: string | undefined) => codeInWords(cell(column));
    const contact = [cell(fields.name), cell(fields.number)].filter(Boolean).join(' ');
    const head = [
      fields.time ? timeText(row[fields.time], time) : '',
      code(fields.direction),
      contact,
      code(fields.status),
      fields.location ? `at ${cell(fields.location)}` : '',
      withIds && fields.id ? `ID ${cell(fields.id)}` : '',
    ].filter(Boolean);
    return `${head.join(' · ')}\n${cell(fields.body)}`;
  });
  return blocks.join('\n\n');
}
