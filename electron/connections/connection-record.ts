import { z } from 'zod';
import * as field from '../../common/ipc/input-schemas';
import { explorerErrorSchema } from '../../common/ipc/explorer-error-schema';
import { roleChoicesSchema } from '../../common/records/vocabulary/role-fields';
import { MAX_CONNECTION_LOCATIONS } from '../../common/limits/stored-limits';
import { DEMO_BASE_URL, isAllowedBaseUrl } from './base-url';
import { isKnownTimeZone } from '../../common/time/time-text';

// Each field is checked on load by the schema the IPC contract checked it with when it came in
// (common/ipc/input-schemas.ts): what the app accepted is read back, and a hand-edited id that
// would not make a clean Location-Id header is refused here too.
const locationRecordSchema = z.object({
  id: field.locationId,
  name: field.locationName.min(1).optional(),
  timeZone: field.timeZone.refine(isKnownTimeZone).optional(),
  verification: z.object({ status: z.enum(['ok', 'failed']), checkedAt: z.string(), error: explorerErrorSchema.optional() }).optional(),
});

/**
 * A connection as saved in the settings file (the token is in the vault). Checked on every load:
 * the file may have been edited by hand, and a token must never go to an address the app would
 * have refused.
 */
export const connectionRecordSchema = z
  .object({
    id: field.id,
    label: field.label,
    baseUrl: field.baseUrl,
    isDemo: z.boolean(),
    /** Where the user chose to keep the token: tells a session token gone with the restart apart. */
    keepToken: field.tokenStorageChoice,
    locations: z.array(locationRecordSchema).max(MAX_CONNECTION_LOCATIONS),
    maxPageSize: field.maxPageSize,
    requestTimeoutMs: field.requestTimeoutMs,
    /** Absent in files saved before Follow existed: the default then. */
    followIntervalMs: field.followIntervalMs.optional(),
    /** Absent in files saved before it could be chosen: the default then. */
    requestsAtOnce: field.requestsAtOnce.optional(),
    /** Learned from the server's answers (page-size-limit.ts); forgotten when the user sets maxPageSize. */
    pageSizeLimit: z.object({ accepted: z.number().int().min(1).optional(), refused: z.number().int().min(1).optional() }).optional(),
    /** The user's choice of field per message role: checked by the same schema as the IPC input that sets it. */
    fieldChoices: roleChoicesSchema.optional(),
  })
  // Any connection may point at the built-in demo API; the app's own demo connection only there.
  .refine((record) => record.baseUrl === DEMO_BASE_URL || (!record.isDemo && isAllowedBaseUrl(record.baseUrl)), {
    message: 'The API address is not one the app accepts.',
  })
  .refine((record) => new Set(record.locations.map((location) => location.id)).size === record.locations.length, {
    message: 'A location appears twice.',
  });

export type ConnectionRecord = z.infer<typeof connectionRecordSchema>;
export type LocationRecord = ConnectionRecord['locations'][number];
