import { roleOfColumn } from '../../../common/records/vocabulary/message-vocabulary';
import type { MessageRole } from '../../../common/records/vocabulary/message-roles';
import { ROLE_LABELS } from '../../../common/records/vocabulary/message-roles';
import { roleOfRoleColumn, TEXT_ROLE_COLUMN } from '../../../common/records/vocabulary/role-columns';
import type { ColumnRole } from '../../../common/records/vocabulary/role-columns';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';

// How the grid lays out the role columns (common/records/vocabulary/role-columns.ts).

/** The column the message text is in: its own field, else its role column (if the grid has one). */
export const textColumnOf = (fields: RoleFields): string => (typeof fields.text === 'string' ? fields.text : TEXT_ROLE_COLUMN);

/**
 * The role a grid column shows: a role column's (the customer's column counts as the contact's
 * name where the records name one, since it shows name and number), else the role the vocabulary
 * reads in the record's own column. What orders, sizes and hides columns by default.
 */
export function gridRoleOf(column: string, fields: RoleFields): MessageRole | null {
  const role = roleOfRoleColumn(column);
  if (role === null) return roleOfColumn(column, fields);
  return role === 'contactNumber' && fields.contactName !== undefined ? 'contactName' : role;
}

/** A role column's header: the role's name ("Contact" for the customer where records name one). */
export function roleColumnLabel(role: ColumnRole, fields: RoleFields): string {
  if (role === 'contactNumber') return fields.contactName === undefined ? ROLE_LABELS.contactNumber : ROLE_LABELS.contactName;
  return ROLE_LABELS[role];
}
