// Test support: the fields the window reads the demo's records by, as it hands them to main's
// jobs and merges (main never detects on its own pages).
import { parseDemoApiConfig } from '../../demo-api/config';
import { messageAt } from '../../demo-api/messages';
import { detectRoles } from '../../common/records/vocabulary/role-detection';
import type { RoleFields } from '../../common/records/vocabulary/role-fields';

const config = parseDemoApiConfig({ locations: { 'loc-fields': { name: 'Fields', messages: 50 } } });

/** The demo's default record shape, detected on its first page as the window does. */
export const DEMO_FIELDS: RoleFields = detectRoles(
  Array.from({ length: 50 }, (_, index) => ({ ...messageAt(config, 'loc-fields', index) })),
).fields;
