// Every bound of a connection, once. The IPC contract's field schemas (common/ipc/input-schemas.ts)
// are built from these; the settings file's record (electron/connections/connection-record.ts)
// checks its fields with those same schemas, and the connection form (the renderer's
// connection-draft.ts) says the same ranges before main is asked. Browser-safe: no Node, no zod.
import { DEFAULT_REQUESTS_AT_ONCE, MAX_REQUESTS_AT_ONCE } from './requests-at-once';

/** Characters of an id main hands out or keeps (a connection, a location, a saved search). */
export const MAX_ID_CHARS = 200;
/** Characters of a connection's name. */
export const MAX_LABEL_CHARS = 100;
/** Characters of a location's name. */
export const MAX_LOCATION_NAME_CHARS = 100;
/** Characters of an API address. */
export const MAX_BASE_URL_CHARS = 2000;
/** Characters of an API token (secrets.json is sized for thousands of the longest: stored-limits.ts). */
export const MAX_TOKEN_CHARS = 4096;

/**
 * What a token and a location id are made of: printable ASCII without spaces. Both are sent as
 * header values (Authorization, Location-Id), so a control character, a line break or a
 * non-ASCII letter would make a header Chromium refuses, or one that says something else.
 */
export const HEADER_SAFE_TEXT = /^[\x21-\x7e]+$/;

/** A whole number of a setting the user chooses per connection: its range and what it is unless set. */
export interface ConnectionSettingBound {
  min: number;
  max: number;
  default: number;
}

/** The largest page_size the app lets the user send to a connection (the server may take less: page-size-limit.ts). */
export const MAX_PAGE_SIZE_BOUND: ConnectionSettingBound = { min: 1, max: 100_000, default: 500 };
/** How long one request may take before it is a timeout: 1 s to 10 minutes. */
export const REQUEST_TIMEOUT_MS_BOUND: ConnectionSettingBound = { min: 1000, max: 600_000, default: 30_000 };
/** How often Follow asks for the newest page: 1 s to 1 hour. */
export const FOLLOW_INTERVAL_MS_BOUND: ConnectionSettingBound = { min: 1000, max: 3_600_000, default: 10_000 };
/** Requests sent at once when several searches are read together (why these numbers: requests-at-once.ts). */
export const REQUESTS_AT_ONCE_BOUND: ConnectionSettingBound = { min: 1, max: MAX_REQUESTS_AT_ONCE, default: DEFAULT_REQUESTS_AT_ONCE };
