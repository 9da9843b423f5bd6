import { z } from 'zod';
import { followIntervalMs, requestsAtOnce } from '../../common/ipc/input-schemas';
import type { ErrorKind } from '../../common/ipc/contract';
import { roleChoicesSchema } from '../../common/records/vocabulary/role-fields';
import { MAX_CONNECTION_LOCATIONS } from '../../common/limits/stored-limits';
import { DEMO_BASE_URL, isAllowedBaseUrl } from './base-url';
import { isKnownTimeZone } from '../../common/time/time-text';

export const DEFAULT_MAX_PAGE_SIZE = 500;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_FOLLOW_INTERVAL_MS = 10_000;

// A Record, so the compiler insists on every kind of the contract.
const errorKinds: Record<ErrorKind, true> = {
  unauthorized: true, invalid_request: true, page_token_expired: true, rate_limited: true, server: true,
  network: true, timeout: true, malformed_response: true, cancelled: true, vault_unavailable: true,
  not_found: true, io: true,
};

const explorerErrorSchema = z.object({
  kind: z.enum(Object.keys(errorKinds) as [ErrorKind, ...ErrorKind[]]),
  message: z.string(),
  status: z.number().optional(),
  code: z.string().optional(),
  field: z.string().optional(),
  serverMessage: z.string().optional(),
  refused: z.enum(['location', 'token']).optional(),
  retryAfterMs: z.number().optional(),
  connectionId: z.string().optional(),
  connectionLabel: z.string().optional(),
  locationId: z.string().optional(),
  attempts: z.number().optional(),
});

const locationRecordSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().min(1).max(100).optional(),
  timeZone: z.string().refine(isKnownTimeZone).optional(),
  verification: z
    .object({ status: z.enum(['ok', 'failed']), checkedAt: z.string(), error: explorerErrorSchema.optional() })
    .optional(),
});

/**
 * A connection as saved in the settings file (the token is in the vault). Checked on every load:
 * the file may have been edited by hand, and a token must never go to an address the app would
 * have refused.
 */
export const connectionRecordSchema = z
  .object({
    id: z.string().min(1).max(200),
    label: z.string().trim().min(1).max(100),
    baseUrl: z.string(),
    isDemo: z.boolean(),
    /** Where the user chose to keep the token: tells a session token gone with the restart apart. */
    keepToken: z.enum(['disk', 'session']),
    locations: z.array(locationRecordSchema).max(MAX_CONNECTION_LOCATIONS),
    maxPageSize: z.number().int().min(1).max(100_000),
    requestTimeoutMs: z.number().int().min(1000).max(600_000),
    /** Absent in files saved before Follow existed: the default then. */
    followIntervalMs: followIntervalMs.optional(),
    /** Absent in files saved before it could be chosen: the default then. */
    requestsAtOnce: requestsAtOnce.optional(),
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

