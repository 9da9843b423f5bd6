// The one IPC contract. Every operation the renderer may ask of the main process is listed here:
// its channel, the zod schema of its input and (in OperationResults) the type of its result.
// Main registers handlers from it, the preload builds `window.explorer` from it, and the renderer
// imports its types with `import type`. This file must stay free of Node and Electron imports.
import { z } from 'zod';
import { filterBodyProblem } from '../limits/filter-body-limits';
import { MAX_COLUMN_NAME_CHARS, MAX_LAYOUT_CHARS, MAX_LAYOUT_COLUMNS } from '../limits/stored-limits';
import { MAX_EXPORT_COLUMNS } from '../limits/export-columns';
import { MAX_TEST_LOCATIONS } from '../connections/verification';
import type {
  AppState,
  ColumnLayout,
  ConnectionView,
  ExportAllOutcome,
  ExportOutcome,
  ExportProgress,
  LocationTestResult,
  LocationVerification,
  RecordedSearch,
  Result,
  RetryNotice,
  SearchHistory,
  SearchPage,
} from './contract-data';

export type * from './contract-data';

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
const filterBody = z
  .record(z.string().max(200), z.unknown())
  .refine((body) => !('page_token' in body) && !('page_size' in body), 'page_token and page_size are managed by the app; remove them from the body.')
  .superRefine((body, context) => {
    const problem = filterBodyProblem(body);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
const query = z.strictObject({
  connectionId: id,
  locationId,
  body: filterBody,
  pageSize,
});
const row = z.record(z.string().max(500), z.unknown());
const columnName = z.string().min(1).max(MAX_COLUMN_NAME_CHARS, `A column name is at most ${MAX_COLUMN_NAME_CHARS} characters.`);
const columnWidth = z.number().int().min(20).max(5000);
const maxColumns = MAX_LAYOUT_COLUMNS.toLocaleString('en-US');
/**
 * Counted before the items are parsed: zod parses every key of a record before its own checks
 * run, which for 200,000 keys blocks main for seconds.
 */
const atMostColumns = <T>(count: (value: object) => number, message: string) =>
  z.custom<T>((value) => typeof value !== 'object' || value === null || count(value) <= MAX_LAYOUT_COLUMNS, message);
const layoutColumns = atMostColumns<string[]>((value) => (Array.isArray(value) ? value.length : 0), `A layout lists at most ${maxColumns} columns.`).pipe(
  z.array(columnName),
);
const columnLayout = z
  .strictObject({
    order: layoutColumns,
    widths: atMostColumns<Record<string, number>>((value) => Object.keys(value).length, `A layout sizes at most ${maxColumns} columns.`).pipe(
      z.record(columnName, columnWidth),
    ),
    hidden: layoutColumns,
  })
  .refine(
    (layout) => JSON.stringify(layout).length <= MAX_LAYOUT_CHARS,
    `A layout is at most ${MAX_LAYOUT_CHARS.toLocaleString('en-US')} characters as JSON; shorten the column names or list fewer columns.`,
  );
const exportColumns = z.array(z.string().max(MAX_COLUMN_NAME_CHARS)).max(MAX_EXPORT_COLUMNS);
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
  /** Checks a token against locations before anything is saved: the token is used, never kept. */
  testConnection: {
    channel: 'connections:test',
    input: z.strictObject({
      label,
      baseUrl,
      token,
      locations: z.array(locationId).min(1).max(MAX_TEST_LOCATIONS, `At most ${MAX_TEST_LOCATIONS} locations are tested at once.`),
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
      columns: exportColumns.optional(),
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
      columns: exportColumns.optional(),
      suggestedName: z.string().trim().min(1).max(200),
      displayTimeZone: displayTimeZone.optional(),
    }),
  },
  cancelExport: { channel: 'export:cancel', input: z.strictObject({ exportId: requestId }) },
  showInFolder: { channel: 'export:show-in-folder', input: z.strictObject({ path: z.string().min(1).max(4096) }) },
  // The system clipboard, through main: the page keeps no clipboard permission (every permission
  // check is denied), and the e2e harness answers these two with its own clipboard. A read is
  // answered only right after the user's press in the window, else refused (app/paste-grants.ts).
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
  /** One result per location, in the order asked. */
  testConnection: LocationTestResult[];
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
