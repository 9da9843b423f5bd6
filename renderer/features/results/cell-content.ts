import { directionText } from '../../../common/records/vocabulary/direction-words';
import { readTimeValue } from '../../../common/records/vocabulary/message-time';
import { readStatus } from '../../../common/records/vocabulary/status-words';
import type { StatusTone } from '../../../common/records/vocabulary/status-words';
import type { TimeDisplay } from '../time-zone/time-display';
import type { CellRole } from './default-layout';
import { formatCell } from './format-cell';
import type { CellText } from './format-cell';

/** What one grid cell shows: its text, the exact value behind it, and what is drawn beside it. */
export interface CellContent extends CellText {
  /** A status badge's tone. */
  tone?: StatusTone;
  /** The contact's number, shown after the name in the same cell. */
  aside?: string;
}

/**
 * Statuses as badges and directions in words (the message vocabulary's), with the value as sent
 * in the tooltip; an epoch time in the chosen zone; the contact's name and number in one cell.
 * The tooltip always holds the exact value, so what the cell says can be checked.
 */
export function cellContent(row: Record<string, unknown>, column: string, role: CellRole | undefined, time: TimeDisplay): CellContent {
  const value = row[column];
  if (role?.kind === 'status') {
    const status = readStatus(value);
    if (status) return { text: status.text, title: String(value), tone: status.tone };
  }
  if (role?.kind === 'direction' && typeof value === 'string' && value.trim()) return { text: directionText(value), title: value };
  if (role?.kind === 'short' && typeof value === 'string') return { text: role.shortOf(value), title: value };
  if (role?.kind === 'time') return timeCell(role.valueOf(row), role.zone, time);
  // No text in the record (no text field, or none on this record) is said so; an empty text is shown empty.
  if (role?.kind === 'text' && (role.missing || value === undefined || value === null))
    return { text: NO_TEXT, title: role.missing ? NO_TEXT_TITLE : NO_TEXT_HERE };
  const cell = formatCell(role?.kind === 'contact' && role.nameOf ? role.nameOf(row) : value, time);
  if (role?.kind !== 'contact' || !role.numberOf) return cell;
  const number = formatCell(role.numberOf(row), time);
  if (!number.text) return cell;
  return { text: cell.text, aside: number.text, title: [cell.title ?? cell.text, number.title ?? number.text].filter(Boolean).join(' ') };
}

/** A message whose record has no text field: said so, never a text guessed from another field. */
export const NO_TEXT = 'no message text';
const NO_TEXT_TITLE = 'These records have no message text field. If one holds the text, choose it in Manage connection → Fields.';
const NO_TEXT_HERE = 'This record has no message text.';

/** The words under a time the app cannot read yet because it states no zone: what to do about it. */
export const STATE_ZONE_HINT = 'Not a time the app can read yet: it states no zone. State its zone in Manage connection → Fields.';

/**
 * A time role's cell: every form the vocabulary reads, in the chosen zone; a time read in a zone
 * the user stated says so ("(assumed UTC)"); one with no zone stated is shown as sent, with the
 * way to state it.
 */
function timeCell(value: unknown, zone: string | undefined, time: TimeDisplay): CellContent {
  const reading = readTimeValue(value, zone);
  if (reading.ms === null) {
    const cell = formatCell(value, time);
    return reading.problem === 'no-zone' ? { ...cell, title: `${cell.title ?? cell.text} — ${STATE_ZONE_HINT}` } : cell;
  }
  if (time.mode === 'raw') return formatCell(value, time);
  const assumed = reading.assumedZone ? ` (assumed ${reading.assumedZone})` : '';
  return { text: `${time.format(new Date(reading.ms))}${assumed}`, title: String(value) };
}
