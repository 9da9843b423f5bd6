// The one IPC contract. Every operation the renderer may ask of the main process is listed here:
// its channel, the zod schema of its input and (in OperationResults) the type of its result.
// Main registers handlers from it, the preload builds `window.explorer` from it, and the renderer
// imports its types with `import type`. This file must stay free of Node and Electron imports.
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Plain data that crosses IPC

export type ErrorKind =
  | 'unauthorized'
  | 'invalid_request'
  | 'page_token_expired'
  | 'rate_limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'malformed_response'
  | 'cancelled'
  | 'vault_unavailable'
  | 'not_found'
  | 'io';

/** An error as data: Electron keeps only a thrown error's message, so errors are returned. */
export interface ExplorerError {
  kind: ErrorKind;
  /** A sentence a support agent can act on: what happened and what to do next. */
  message: string;
  status?: number;
  /** The server's machine-readable code, when it sent one. */
  code?: string;
  /** The request field the error is about (page_size, a filter...). */
  field?: string;
  /** What the server itself said (its error message, one line, token removed), quoted to the user. */
  serverMessage?: string;
  retryAfterMs?: number;
  /** Set when a walk through the pages stopped itself (shared/page-walk.ts) rather than the server failing. */
  walkStop?: 'server_loop' | 'page_cap' | 'too_many_restarts';
  connectionId?: string;
  connectionLabel?: string;
  locationId?: string;
  /** How many HTTP attempts were made before giving up. */
  attempts?: number;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: ExplorerError };

/** encrypted: OS keychain; weak: Linux basic_text (hard-coded key); session: memory only. */
export type TokenStorage = 'encrypted' | 'weak' | 'session';

export interface LocationVerification {
  status: 'ok' | 'failed';
  checkedAt: string;
  error?: ExplorerError;
}

export interface LocationView {
  id: string;
  name?: string;
  /** The location's IANA time zone (e.g. America/Chicago), when the user set one. */
  timeZone?: string;
  verification?: LocationVerification;
}

export interface ConnectionView {
  id: string;
  label: string;
  baseUrl: string;
  /** Last 4 characters of the token ('' when there is none). */
  hint: string;
  locations: LocationView[];
  storage: TokenStorage;
  /** The token is missing or could not be decrypted: the user must enter it again. */
  needsToken: boolean;
  isDemo: boolean;
  /** The largest page_size the UI lets the user send (the server's maximum, when known). */
  maxPageSize: number;
  requestTimeoutMs: number;
}

export interface Selection {
  connectionId: string;
  locationId: string;
}

export interface AppNotice {
  id: string;
  level: 'info' | 'warning' | 'error';
  message: string;
}

export interface AppState {
  connections: ConnectionView[];
  lastUsed: Selection | null;
  /** Things the user must be told once: a store file moved aside, a weak keyring... */
  notices: AppNotice[];
  /** The OS gives no protected keyring (Linux basic_text): tokens saved to disk are weakly protected. */
  weakKeyring: boolean;
  appVersion: string;
}

/** How the grid shows one connection × location's columns; saved by main in settings.json. */
export interface ColumnLayout {
  /** Column names in the order the user arranged them; columns not listed follow in default order. */
  order: string[];
  /** Widths in CSS pixels of the columns the user resized. */
  widths: Record<string, number>;
  hidden: string[];
}

export interface SearchPage {
  items: Record<string, unknown>[];
  /** Absent or empty next_page_token from the server is null here: the end of the collection. */
  nextPageToken: string | null;
  previousPageToken: string | null;
  /** The response member the results came from (smsMessages for the search endpoint). */
  listMember: string;
  receivedAt: string;
  attempts: number;
  /**
   * Set when the page token sent was rejected and asking for the first page with the same
   * parameters worked: this is that first page, and the walk starts over (the token was the problem).
   */
  restartedAfter?: PageTokenRejection;
}

export interface PageTokenRejection {
  status?: number;
  serverMessage?: string;
}

export interface ExportOutcome {
  path: string;
  manifestPath: string;
  rows: number;
  columns: string[];
}

export type ExportAllOutcome =
  | { status: 'complete'; path: string; manifestPath: string; rows: number; pages: number; columns: string[] }
  | {
      status: 'cancelled' | 'failed';
      /** Where the rows written so far were kept (named *.partial.csv), or null when nothing was kept. */
      partialPath: string | null;
      manifestPath: string | null;
      rows: number;
      pages: number;
      error?: ExplorerError;
    };

/** Pushed while an "export all" runs. */
export interface ExportProgress {
  exportId: string;
  pages: number;
  rows: number;
  rowsPerSecond: number;
  elapsedMs: number;
  /** Times the walk restarted from the first page after its page token expired. */
  restarts: number;
  /** Pages that came back with no results (normal under the contract; shown so a long run is visible). */
  emptyPages?: number;
  /** Only when the server ever reports a total; the contract defines none. */
  estimatedTotal?: number;
  /** Set while waiting to retry a failed request. */
  retrying?: { attempt: number; delayMs: number; error: ExplorerError };
}

/** Pushed while a request waits before trying again, so the UI can say "retrying in N s". */
export interface RetryNotice {
  requestId: string;
  attempt: number;
  delayMs: number;
  error: ExplorerError;
}

/** A search as the form held it (the time preset, not the times it gave), so re-running "last 24 hours" means the new last 24 hours. */
export interface SearchDraftData {
  filters: {
    query: string;
    direction: string;
    status: string;
    phoneNumber: string;
    /** '' (any time), a preset ('1h', '24h', '7d', '30d') or 'custom'. */
    range: string;
    /** yyyy-mm-ddThh:mm, read in the zone the form states. */
    createdFrom: string;
    createdTo: string;
  };
  rawBody: string;
  pageSize: string;
}

/** One run of a search, per connection × location. Never holds a page token. */
export interface RecordedSearch {
  id: string;
  connectionId: string;
  locationId: string;
  draft: SearchDraftData;
  ranAt: string;
  /** Rows loaded while the search was shown. */
  rowsSeen: number;
  /** Set on saved searches only. */
  name?: string;
  pinned: boolean;
}

export interface SearchHistory {
  /** Newest first, capped. */
  recent: RecordedSearch[];
  /** Pinned first, then by name. */
  saved: RecordedSearch[];
  /** Set when stored searches could not be read and were left out. */
  notice: string | null;
}

// ---------------------------------------------------------------------------------------------
// Input schemas

const id = z.string().min(1).max(200);
const label = z.string().trim().min(1).max(100);
const token = z.string().trim().min(1).max(4096).regex(/^[\x21-\x7e]+$/, 'A token is printable ASCII without spaces.');
const locationId = z.string().trim().min(1).max(200).regex(/^[\x21-\x7e]+$/, 'A location id is printable ASCII without spaces.');
const locationName = z.string().trim().max(100);
const baseUrl = z.string().trim().min(1).max(2000);
const pageSize = z.number().int().min(0).max(100_000);
const maxPageSize = z.number().int().min(1).max(100_000);
const requestTimeoutMs = z.number().int().min(1000).max(600_000);
const tokenStorageChoice = z.enum(['disk', 'session']);
const requestId = z.string().min(1).max(100);
export const CLIPBOARD_MAX_CHARS = 32 * 1024 * 1024;
const filterBody = z.record(z.string().max(200), z.unknown()).refine(
  (body) => !('page_token' in body) && !('page_size' in body),
  'page_token and page_size are managed by the app; remove them from the body.',
);
const query = z.strictObject({
  connectionId: id,
  locationId,
  body: filterBody,
  pageSize,
});
const row = z.record(z.string().max(500), z.unknown());
const columnName = z.string().min(1).max(500);
const columnLayout = z.strictObject({
  order: z.array(columnName).max(2000),
  widths: z.record(columnName, z.number().int().min(20).max(5000)),
  hidden: z.array(columnName).max(2000),
});
/** An IANA zone name; main checks it against the zones the runtime knows. */
const timeZone = z.string().trim().min(1).max(64).regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'A time zone is an IANA name such as America/Chicago.');
/** The zone the user saw times in, for the manifest ('UTC', 'Local (Europe/Paris)'...). */
const displayTimeZone = z.string().trim().min(1).max(100);
export const searchDraftSchema = z.strictObject({
  filters: z.strictObject({
    query: z.string().max(1000),
    direction: z.string().max(50),
    status: z.string().max(50),
    phoneNumber: z.string().max(100),
    range: z.string().max(20),
    createdFrom: z.string().max(40),
    createdTo: z.string().max(40),
  }),
  rawBody: z.string().max(20_000),
  pageSize: z.string().max(20),
});
const place = { connectionId: id, locationId };

export const operations = {
  getState: { channel: 'app:get-state', input: z.strictObject({}) },
  dismissNotice: { channel: 'app:dismiss-notice', input: z.strictObject({ noticeId: id }) },
  createConnection: {
    channel: 'connections:create',
    input: z.strictObject({
      label,
      baseUrl,
      token,
      keepToken: tokenStorageChoice,
      locations: z.array(z.strictObject({ id: locationId, name: locationName.optional() })).max(500),
      maxPageSize: maxPageSize.optional(),
      requestTimeoutMs: requestTimeoutMs.optional(),
    }),
  },
  updateConnection: {
    channel: 'connections:update',
    input: z.strictObject({
      connectionId: id,
      label: label.optional(),
      baseUrl: baseUrl.optional(),
      maxPageSize: maxPageSize.optional(),
      requestTimeoutMs: requestTimeoutMs.optional(),
    }),
  },
  setToken: {
    channel: 'connections:set-token',
    input: z.strictObject({ connectionId: id, token, keepToken: tokenStorageChoice }),
  },
  deleteConnection: { channel: 'connections:delete', input: z.strictObject({ connectionId: id }) },
  addLocation: {
    channel: 'locations:add',
    input: z.strictObject({ connectionId: id, locationId, name: locationName.optional() }),
  },
  renameLocation: {
    channel: 'locations:rename',
    input: z.strictObject({ connectionId: id, locationId, name: locationName }),
  },
  removeLocation: { channel: 'locations:remove', input: z.strictObject({ connectionId: id, locationId }) },
  verifyLocation: { channel: 'locations:verify', input: z.strictObject({ connectionId: id, locationId }) },
  selectLocation: { channel: 'locations:select', input: z.strictObject({ connectionId: id, locationId }) },
  searchMessages: {
    channel: 'messages:search',
    input: query.extend({ requestId, pageToken: z.string().min(1).max(10_000).optional() }),
  },
  cancelRequest: { channel: 'requests:cancel', input: z.strictObject({ requestId }) },
  copyAsCurl: {
    channel: 'messages:copy-as-curl',
    input: query.extend({ pageToken: z.string().min(1).max(10_000).optional() }),
  },
  exportRows: {
    channel: 'export:rows',
    input: query.extend({
      scope: z.enum(['page', 'loaded']),
      /** 1-based numbers of the pages the rows come from, for the manifest. */
      pages: z.array(z.number().int().min(1)).max(100_000),
      rows: z.array(row).max(1_000_000),
      columns: z.array(z.string().max(500)).max(2000).optional(),
      bom: z.boolean(),
      suggestedName: z.string().trim().min(1).max(200),
      displayTimeZone: displayTimeZone.optional(),
    }),
  },
  exportAll: {
    channel: 'export:all',
    input: query.extend({
      exportId: requestId,
      bom: z.boolean(),
      /** Columns the grid already knows, so the file starts with the same order. */
      columns: z.array(z.string().max(500)).max(2000).optional(),
      suggestedName: z.string().trim().min(1).max(200),
      displayTimeZone: displayTimeZone.optional(),
    }),
  },
  cancelExport: { channel: 'export:cancel', input: z.strictObject({ exportId: requestId }) },
  showInFolder: { channel: 'export:show-in-folder', input: z.strictObject({ path: z.string().min(1).max(4096) }) },
  // The system clipboard, through main: the page keeps no clipboard permission (every permission
  // check is denied), and the e2e harness answers these two with its own clipboard.
  /** Copies of selected rows can be large: up to 32 MiB of text (a page of 100,000 rows as TSV fits). */
  clipboardWriteText: { channel: 'clipboard:write-text', input: z.strictObject({ text: z.string().max(CLIPBOARD_MAX_CHARS) }) },
  clipboardReadText: { channel: 'clipboard:read-text', input: z.strictObject({}) },
  getColumnLayout: { channel: 'layouts:get', input: z.strictObject({ connectionId: id, locationId }) },
  saveColumnLayout: { channel: 'layouts:save', input: z.strictObject({ connectionId: id, locationId, layout: columnLayout }) },
  resetColumnLayout: { channel: 'layouts:reset', input: z.strictObject({ connectionId: id, locationId }) },
  setLocationTimeZone: {
    channel: 'locations:set-time-zone',
    input: z.strictObject({ connectionId: id, locationId, timeZone: timeZone.nullable() }),
  },
  listSearches: { channel: 'searches:list', input: z.strictObject(place) },
  recordSearch: { channel: 'searches:record', input: z.strictObject({ ...place, draft: searchDraftSchema }) },
  noteSearchRows: { channel: 'searches:note-rows', input: z.strictObject({ searchId: id, rowsSeen: z.number().int().min(0).max(100_000_000) }) },
  saveSearch: {
    channel: 'searches:save',
    input: z.strictObject({ searchId: id, name: z.string().trim().min(1).max(100), pinned: z.boolean() }),
  },
  deleteSearch: { channel: 'searches:delete', input: z.strictObject({ searchId: id }) },
  clearRecentSearches: { channel: 'searches:clear-recent', input: z.strictObject(place) },
  listDismissedBanners: { channel: 'banners:list-dismissed', input: z.strictObject({}) },
  dismissBanner: { channel: 'banners:dismiss', input: z.strictObject({ bannerId: z.string().min(1).max(100).regex(/^[\w.-]+$/) }) },
} as const;

export interface OperationResults {
  getState: AppState;
  dismissNotice: null;
  createConnection: ConnectionView;
  updateConnection: ConnectionView;
  setToken: ConnectionView;
  deleteConnection: null;
  addLocation: ConnectionView;
  renameLocation: ConnectionView;
  removeLocation: ConnectionView;
  verifyLocation: LocationVerification;
  selectLocation: null;
  searchMessages: SearchPage;
  cancelRequest: { cancelled: boolean };
  /** The command, with the token replaced by a placeholder. */
  copyAsCurl: string;
  /** null when the user closed the save dialog. */
  exportRows: ExportOutcome | null;
  /** null when the user closed the save dialog. */
  exportAll: ExportAllOutcome | null;
  cancelExport: { cancelled: boolean };
  showInFolder: null;
  clipboardWriteText: null;
  clipboardReadText: string;
  /** null when the user never arranged this connection × location's columns. */
  getColumnLayout: ColumnLayout | null;
  saveColumnLayout: null;
  resetColumnLayout: null;
  setLocationTimeZone: ConnectionView;
  listSearches: SearchHistory;
  recordSearch: RecordedSearch;
  noteSearchRows: null;
  /** A saved search (a recent one is copied; a saved one is renamed or (un)pinned). */
  saveSearch: RecordedSearch;
  deleteSearch: null;
  clearRecentSearches: null;
  listDismissedBanners: string[];
  dismissBanner: null;
}

export type OperationName = keyof typeof operations;
export type OperationInput<K extends OperationName> = z.input<(typeof operations)[K]['input']>;
export type ParsedInput<K extends OperationName> = z.output<(typeof operations)[K]['input']>;

/** Main → renderer pushes. Each becomes an `on<Name>(listener)` method returning an unsubscribe. */
export const events = {
  requestRetry: { channel: 'events:request-retry' },
  exportProgress: { channel: 'events:export-progress' },
} as const;

export interface EventPayloads {
  requestRetry: RetryNotice;
  exportProgress: ExportProgress;
}

export type EventName = keyof typeof events;

type Subscriptions = {
  [K in EventName as `on${Capitalize<K>}`]: (listener: (payload: EventPayloads[K]) => void) => () => void;
};

/** What the preload exposes as `window.explorer`. */
export type ExplorerApi = {
  [K in OperationName]: (input: OperationInput<K>) => Promise<Result<OperationResults[K]>>;
} & Subscriptions;
