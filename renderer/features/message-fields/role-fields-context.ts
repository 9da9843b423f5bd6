import { createContext, useContext } from 'react';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';

/**
 * The fields the message vocabulary reads in the records on screen (detected, the user's choice
 * winning). Given by the view that holds the records; outside one, no role is known and every
 * field shows as itself.
 */
export const RoleFieldsContext = createContext<RoleFields>({});

export function useRoleFields(): RoleFields {
  return useContext(RoleFieldsContext);
}
