import type { TimeDisplay } from '../time-zone/time-display';
import type { CellRole } from './default-layout';
import { codeInWords, statusTone } from './field-labels';
import type { StatusTone } from './field-labels';
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
 * Codes in words with the code in the tooltip, statuses as badges, the contact's name and number
 * in one cell. The tooltip always holds the exact value, so what the cell says can be checked.
 */
export function cellContent(row: Record<string, unknown>, column: string, role: CellRole | undefined, time: TimeDisplay): CellContent {
  const value = row[column];
  if (role?.kind === 'code' && typeof value === 'string') {
    return { text: codeInWords(value), title: value, ...(role.badge ? { tone: statusTone(value) } : {}) };
  }
  const cell = formatCell(value, time);
  if (role?.kind !== 'contact' || !role.numberColumn) return cell;
  const number = formatCell(row[role.numberColumn], time);
  if (!number.text) return cell;
  return { text: cell.text, aside: number.text, title: [cell.title ?? cell.text, number.title ?? number.text].filter(Boolean).join(' ') };
}
