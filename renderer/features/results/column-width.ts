import { isIdentifierPath } from '../../../common/records/vocabulary/message-roles';
import type { MessageRole } from '../../../common/records/vocabulary/message-roles';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { gridRoleOf } from './role-columns';

export const MIN_COLUMN_WIDTH = 60;
export const MAX_COLUMN_WIDTH = 1200;

/**
 * The agent-first columns fit a 1024 px window together (the message takes what is left); the
 * time is wide enough for "Nov 14, 2025, 06:48:47 PM" (and the zone beside a delivered time's
 * name), the contact for a name and a number, the status for its widest badge ("Undelivered").
 * By the role the message vocabulary reads in the column.
 */
const BY_ROLE: Readonly<Partial<Record<MessageRole, number>>> = {
  time: 200,
  direction: 100,
  contactName: 250,
  contactNumber: 160,
  text: 300,
  status: 125,
  deliveredTime: 215,
  id: 200,
  location: 200,
};

/**
 * The least the message, the contact and the direction are narrowed to when a view puts its own
 * columns before them (the location, the number searched): a message still reads as a sentence,
 * a contact shows its name, a direction its word.
 */
export const AGENT_FLOOR: Readonly<Partial<Record<MessageRole, number>>> = { text: 200, contactName: 125, direction: 85 };

/** The agent-first row at its default widths: what a 1024 px window holds. */
export const AGENT_ROW_WIDTH = (['time', 'direction', 'contactName', 'text', 'status'] as const).reduce(
  (sum, role) => sum + (BY_ROLE[role] ?? 0),
  0,
);

/** A first guess from the column's role: message text wide, ids and times medium, the rest narrow. */
export function defaultWidth(column: string, fields: RoleFields): number {
  const role = gridRoleOf(column, fields);
  const byRole = role ? BY_ROLE[role] : undefined;
  if (byRole) return byRole;
  return isIdentifierPath(column) ? 200 : 130;
}

export function clampWidth(width: number): number {
  return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));
}
