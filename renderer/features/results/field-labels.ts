import { LOCATION_ID_COLUMN, LOCATION_NAME_COLUMN, SEARCHED_NUMBER_COLUMN } from '../../../common/records/located-row';
import { ROLE_LABELS } from '../../../common/records/vocabulary/message-roles';
import { roleOfColumn } from '../../../common/records/vocabulary/message-vocabulary';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { roleOfRoleColumn } from '../../../common/records/vocabulary/role-columns';
import { roleColumnLabel } from './role-columns';

/**
 * A column's label: the name of the role the message vocabulary reads in it ("Time", "Contact",
 * "Message"...), whatever the server calls the field; any other field gets a label derived from
 * its path, so an unknown server's records read as words too. The two columns of a from/to pair
 * keep their own names: each is the contact's number on half the messages only.
 */
/**
 * The columns a search across locations adds (common/records/located-row.ts): the name is what is
 * read. The number a list searched is labelled short enough to stay whole beside the number.
 */
const LOCATED_LABELS: Readonly<Record<string, string>> = {
  [LOCATION_NAME_COLUMN]: 'Location',
  [LOCATION_ID_COLUMN]: 'Location ID',
  [SEARCHED_NUMBER_COLUMN]: 'Listed number',
};

export function fieldLabel(path: string, fields: RoleFields): string {
  const located = LOCATED_LABELS[path];
  if (located) return located;
  const shown = roleOfRoleColumn(path);
  if (shown) return roleColumnLabel(shown, fields);
  const role = roleOfColumn(path, fields);
  if (role && typeof fields[role] === 'string') return ROLE_LABELS[role];
  return pathLabel(path);
}

/** `contact.phone` → "Contact phone", `media_count` → "Media count", `deliveredAt` → "Delivered at", `location_id` → "Location ID". */
export function pathLabel(path: string): string {
  const words = path
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[._\-\s]+/)
    .filter(Boolean)
    .map((word) => (/^(id|url|uri|sms|mms)$/i.test(word) ? word.toUpperCase() : word.toLowerCase()));
  if (words.length === 0) return path;
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}
