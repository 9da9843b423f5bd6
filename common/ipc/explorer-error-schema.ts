// An error as data, in one schema: ExplorerError and ErrorKind (contract-data.ts) are its z.infer,
// and main reads the errors it kept in the settings file (a location's last check) with it.
import { z } from 'zod';

/** The closed set of error kinds; every table keyed by kind (error-table.ts) covers each. */
export const ERROR_KINDS = [
  'unauthorized',
  'invalid_request',
  'page_token_expired',
  'rate_limited',
  'server',
  'network',
  'timeout',
  'malformed_response',
  'cancelled',
  'vault_unavailable',
  'not_found',
  'io',
] as const;

/** Electron keeps only a thrown error's message, so errors are returned as this. */
export const explorerErrorSchema = z.object({
  kind: z.enum(ERROR_KINDS),
  /** A sentence a support agent can act on: what happened and what to do next. */
  message: z.string(),
  status: z.number().optional(),
  /** The server's machine-readable code, when it sent one. */
  code: z.string().optional(),
  /** The request field the error is about (page_size, a filter...). */
  field: z.string().optional(),
  /** What the server itself said (its error message, one line, token removed), quoted to the user. */
  serverMessage: z.string().optional(),
  retryAfterMs: z.number().optional(),
  /**
   * What a 401 refused, when main could tell (electron/api-client/refusal-cause.ts): this location, or
   * the token itself. Absent: not known, and the message names both causes.
   */
  refused: z.enum(['location', 'token']).optional(),
  /** Set when a walk through the pages stopped itself (common/paging/page-walk.ts) rather than the server failing. */
  walkStop: z.enum(['server_loop', 'page_cap', 'too_many_restarts', 'no_progress', 'page_token_too_long']).optional(),
  connectionId: z.string().optional(),
  connectionLabel: z.string().optional(),
  locationId: z.string().optional(),
  /** How many HTTP attempts were made before giving up. */
  attempts: z.number().optional(),
});
