// The one IPC contract. Every operation the renderer may ask of the main process is one entry
// here: the zod schema of its input and the type of its result, under its name. Its channel is
// the one channels.ts gives that name (the preload's zod-free list), added by withChannels; the
// compiler refuses an entry without a channel and a channel without an entry. Main's handlers are
// typed by it (electron/ipc/dispatch.ts), the renderer's calls too (renderer/api/main-process.ts).
// This file must stay free of Node and Electron imports.
import { z } from 'zod';
import { eventChannels, operationChannels } from './channels';
import { columnLayoutSchema, searchDraftSchema } from './data-schemas';
import { roleBindingSchema, roleChoicesSchema, roleFieldsSchema } from '../records/vocabulary/role-fields';
import * as field from './input-schemas';
import { payloadType, resultType } from './type-carrier';
import type { CarriedType, TypeCarrier } from './type-carrier';
import { withChannels } from './with-channels';
import { MAX_TEST_LOCATIONS } from '../connections/verification';
import { MAX_CONNECTION_LOCATIONS } from '../limits/stored-limits';
import type {
  AppState,
  ColumnLayout,
  ConnectionView,
  ExportAllOutcome,
  ExportOutcome,
  JobProgress,
  LocationTestResult,
  LocationVerification,
  RecordedSearch,
  Result,
  RetryNotice,
  SearchHistory,
  SearchPage,
} from './contract-data';
import type { AcrossLocationsScreen, LocationProgress } from './across-locations-data';
import type { CountAllOutcome } from './activity-data';
import type { LinkSetting, OpenedLink } from './link-data';

export type * from './contract-data';
export type * from './across-locations-data';
export type * from './link-data';
export { CLIPBOARD_MAX_CHARS } from './input-schemas';

const { id, layoutPlace, place, query } = field;
export { MAX_ACROSS_LOCATIONS } from '../limits/across-limits';
const nothing = z.strictObject({});
const atPlace = z.strictObject(place);
const atLayoutPlace = z.strictObject(layoutPlace);

/**
 * The fields the window reads the records by: the connection's one detection, the user's choices
 * winning (renderer/features/message-fields/detections.tsx). Main never detects on its own pages:
 * a job or a merge reads what the window shows (a file writes the time roles as times through them).
 */
const readFields = roleFieldsSchema.optional();

/** What every streamed export ("all results", across locations) is asked with. */
const streamedExportFields = {
  exportId: field.requestId,
  bom: z.boolean(),
  /** Columns the grid already knows, so the file starts with the same order. */
  columns: field.exportColumns.optional(),
  suggestedName: field.suggestedName,
  displayTimeZone: field.displayTimeZone.optional(),
  fields: readFields,
  format: field.streamedExportFormat,
  compression: field.exportCompression,
  purpose: field.exportPurpose,
};

export const operations = withChannels(operationChannels, {
  getState: { input: nothing, result: resultType<AppState>() },
  dismissNotice: { input: z.strictObject({ noticeId: id }), result: resultType<null>() },
  createConnection: {
    input: z.strictObject({
      label: field.label,
      baseUrl: field.baseUrl,
      token: field.token,
      keepToken: field.tokenStorageChoice,
      locations: z
        .array(z.strictObject({ id: field.locationId, name: field.locationName.optional() }))
        .max(MAX_CONNECTION_LOCATIONS, `A connection holds at most ${MAX_CONNECTION_LOCATIONS.toLocaleString('en-US')} locations.`),
      maxPageSize: field.maxPageSize.optional(),
      requestTimeoutMs: field.requestTimeoutMs.optional(),
      followIntervalMs: field.followIntervalMs.optional(),
      requestsAtOnce: field.requestsAtOnce.optional(),
    }),
    result: resultType<ConnectionView>(),
  },
  updateConnection: {
    input: z.strictObject({
      connectionId: id,
      label: field.label.optional(),
      baseUrl: field.baseUrl.optional(),
      maxPageSize: field.maxPageSize.optional(),
      requestTimeoutMs: field.requestTimeoutMs.optional(),
      followIntervalMs: field.followIntervalMs.optional(),
      requestsAtOnce: field.requestsAtOnce.optional(),
    }),
    result: resultType<ConnectionView>(),
  },
  /** Checks a token against locations before anything is saved: the token is used, never kept. */
  testConnection: {
    input: z.strictObject({
      /** The saved connection being edited: when the token tested is the one it keeps, its locations keep the results. */
      connectionId: id.optional(),
      label: field.label,
      baseUrl: field.baseUrl,
      token: field.token,
      locations: z.array(field.locationId).min(1).max(MAX_TEST_LOCATIONS, `At most ${MAX_TEST_LOCATIONS} locations are tested at once.`),
      requestTimeoutMs: field.requestTimeoutMs.optional(),
    }),
    /** One result per location, in the order asked. */
    result: resultType<LocationTestResult[]>(),
  },
  setToken: {
    input: z.strictObject({ connectionId: id, token: field.token, keepToken: field.tokenStorageChoice }),
    result: resultType<ConnectionView>(),
  },
  deleteConnection: { input: z.strictObject({ connectionId: id }), result: resultType<null>() },
  addLocation: {
    input: z.strictObject({ ...place, name: field.locationName.optional() }),
    result: resultType<ConnectionView>(),
  },
  renameLocation: {
    input: z.strictObject({ ...place, name: field.locationName }),
    result: resultType<ConnectionView>(),
  },
  removeLocation: { input: atPlace, result: resultType<ConnectionView>() },
  verifyLocation: { input: atPlace, result: resultType<LocationVerification>() },
  selectLocation: { input: atPlace, result: resultType<null>() },
  searchMessages: {
    input: field.sessionPageQuery,
    result: resultType<SearchPage>(),
  },
  cancelRequest: { input: z.strictObject({ requestId: field.requestId }), result: resultType<{ cancelled: boolean }>() },
  /** The command, with the token replaced by a placeholder. */
  copyAsCurl: { input: field.pageQuery, result: resultType<string>() },
  /** null when the user closed the save dialog. */
  exportRows: {
    input: query
      .extend({
        scope: z.enum(['page', 'loaded']),
        /** 1-based numbers of the pages the rows come from, for the manifest. */
        pages: z.array(z.number().int().min(1)).max(100_000),
        rows: z.array(field.row).max(1_000_000),
        /** Rows of a search across locations: the location of each row, written first in the file. */
        locations: z.array(field.locationId).max(1_000_000).optional(),
        /** Rows of a list of numbers (with `locations`): the number searched of each row, written after the location. */
        numbers: z.array(field.numberList.element).max(1_000_000).optional(),
        columns: field.exportColumns.optional(),
        bom: z.boolean(),
        suggestedName: field.suggestedName,
        displayTimeZone: field.displayTimeZone.optional(),
        fields: readFields,
        format: field.exportFormat,
        compression: field.exportCompression,
        purpose: field.exportPurpose,
      })
      .superRefine(field.compressionFits)
      .superRefine(field.locationPerRow),
    result: resultType<ExportOutcome | null>(),
  },
  /** null when the user closed the save dialog. */
  exportAll: {
    input: query
      .extend({
        ...streamedExportFields,
        /**
         * A whole conversation, written as its thread reads: oldest first (the time field tells
         * which way the server walked), exactly `columns` (the thread's fields), the number in the manifest.
         */
        conversation: z.strictObject({ number: z.string().min(1).max(100), timeField: roleBindingSchema.optional() }).optional(),
      })
      .superRefine(field.compressionFits),
    result: resultType<ExportAllOutcome | null>(),
  },
  cancelExport: { input: z.strictObject({ exportId: field.requestId }), result: resultType<{ cancelled: boolean }>() },
  /** Walks every page of the search in main and answers counts per time unit and series, never rows. */
  countAll: { input: query.extend({ countId: field.requestId, fields: readFields }), result: resultType<CountAllOutcome>() },
  cancelCountAll: { input: z.strictObject({ countId: field.requestId }), result: resultType<{ cancelled: boolean }>() },
  showInFolder: { input: z.strictObject({ path: z.string().min(1).max(4096) }), result: resultType<null>() },
  // The system clipboard, through main: the page keeps no clipboard permission (every permission
  // check is denied), and the e2e harness answers these two with its own clipboard. A read is
  // answered only right after the user's press in the window, else refused (app/paste-grants.ts).
  clipboardWriteText: {
    input: z.strictObject({ text: z.string().max(field.CLIPBOARD_MAX_CHARS) }),
    result: resultType<null>(),
  },
  clipboardReadText: { input: nothing, result: resultType<string>() },
  /**
   * An OS notification that messages failed while Follow was on: main writes it (the location's
   * name from its records, the token redacted from every word) and shows it.
   */
  notifyFailures: {
    input: z.strictObject({ ...place, count: z.number().int().min(1).max(1_000_000), numbers: z.array(z.string().max(100)).max(3) }),
    result: resultType<null>(),
  },
  /** null when the user never arranged this connection × location's columns. */
  getColumnLayout: { input: atLayoutPlace, result: resultType<ColumnLayout | null>() },
  saveColumnLayout: { input: z.strictObject({ ...layoutPlace, layout: columnLayoutSchema }), result: resultType<null>() },
  resetColumnLayout: { input: atLayoutPlace, result: resultType<null>() },
  setLocationTimeZone: {
    input: z.strictObject({ ...place, timeZone: field.timeZone.nullable() }),
    result: resultType<ConnectionView>(),
  },
  /** The user's choice of field per message role (Manage connection → Fields), replacing the previous choices whole. */
  setFieldChoices: {
    input: z.strictObject({ connectionId: id, choices: roleChoicesSchema }),
    result: resultType<ConnectionView>(),
  },
  listSearches: { input: atPlace, result: resultType<SearchHistory>() },
  recordSearch: { input: z.strictObject({ ...place, draft: searchDraftSchema }), result: resultType<RecordedSearch>() },
  noteSearchRows: {
    input: z.strictObject({ searchId: id, rowsSeen: z.number().int().min(0).max(100_000_000) }),
    result: resultType<null>(),
  },
  /** A saved search (a recent one is copied; a saved one is renamed or (un)pinned). */
  saveSearch: {
    input: z.strictObject({ searchId: id, name: z.string().trim().min(1).max(100), pinned: z.boolean() }),
    result: resultType<RecordedSearch>(),
  },
  deleteSearch: { input: z.strictObject({ searchId: id }), result: resultType<null>() },
  clearRecentSearches: { input: atPlace, result: resultType<null>() },
  listDismissedBanners: { input: nothing, result: resultType<string[]>() },
  dismissBanner: {
    input: z.strictObject({
      bannerId: z
        .string()
        .min(1)
        .max(100)
        .regex(/^[\w.-]+$/),
    }),
    result: resultType<null>(),
  },
  /** One screen of the same search over several locations of a connection (and each number of a list); no cursor starts a new one. */
  searchAcrossLocations: {
    input: query
      .omit({ locationId: true })
      .extend({
        requestId: field.requestId,
        locationIds: field.locationList,
        numbers: field.numberList.optional(),
        cursor: field.acrossCursor.optional(),
        /** Read with the first screen (no cursor): the time the merge orders by. */
        fields: readFields,
      })
      .superRefine(field.listWithinBound),
    result: resultType<AcrossLocationsScreen>(),
  },
  /** Lets the next screen read a location (and, for a list, one number at it) that failed again. */
  retryAcrossLocation: {
    input: z.strictObject({ cursor: field.acrossCursor, locationId: field.locationId, number: field.numberList.element.optional() }),
    result: resultType<LocationProgress[]>(),
  },
  /**
   * "Show the others now": the screen under way for this request stops waiting for the searches
   * still answering (a slow server, a Retry-After); their rows come when they come, marked if late.
   * null when no screen of that request is under way.
   */
  showOthersNow: {
    input: z.strictObject({ requestId: field.requestId }),
    result: resultType<LocationProgress[] | null>(),
  },
  /** "Count all" of a search across locations: every page of each, counted by time, status, direction and location; never rows. */
  countAllAcrossLocations: {
    input: query
      .omit({ locationId: true })
      .extend({
        countId: field.requestId,
        locationIds: field.locationList,
        numbers: field.numberList.optional(),
        fields: readFields,
      })
      .superRefine(field.listWithinBound),
    result: resultType<CountAllOutcome>(),
  },
  /** Every row of a search across locations into one file (any streamed format) with a Location column; null when the save dialog was closed. */
  exportAcrossLocations: {
    input: query
      .omit({ locationId: true })
      .extend({
        ...streamedExportFields,
        locationIds: field.locationList,
        numbers: field.numberList.optional(),
      })
      .superRefine(field.compressionFits)
      .superRefine(field.listWithinBound),
    result: resultType<ExportAllOutcome | null>(),
  },
  /** The links main was handed before the window listened (each later one comes as a linkOpened event). */
  takeOpenedLinks: { input: nothing, result: resultType<OpenedLink[]>() },
  /** Whether the app opens sms-explorer:// links (the user's setting, default on). */
  getLinkSetting: { input: nothing, result: resultType<LinkSetting>() },
  /** Turns opening links on or off: main claims or gives up the scheme with the OS, and answers the setting now held. */
  setLinkSetting: { input: z.strictObject({ openLinks: z.boolean() }), result: resultType<LinkSetting>() },
} satisfies { [K in keyof typeof operationChannels]: { input: z.ZodType<object>; result: TypeCarrier<unknown> } });

export type OperationName = keyof typeof operations;
export type OperationInput<K extends OperationName> = z.input<(typeof operations)[K]['input']>;
export type ParsedInput<K extends OperationName> = z.output<(typeof operations)[K]['input']>;
export type OperationResult<K extends OperationName> = CarriedType<(typeof operations)[K]['result']>;

/** Main → renderer pushes. Each becomes an `on<Name>(listener)` method returning an unsubscribe. */
export const events = withChannels(eventChannels, {
  requestRetry: { payload: payloadType<RetryNotice>() },
  exportProgress: { payload: payloadType<JobProgress>() },
  countProgress: { payload: payloadType<JobProgress>() },
  /** A link the OS handed main (sms-explorer://), parsed, or why it was refused. */
  linkOpened: { payload: payloadType<OpenedLink>() },
} satisfies { [K in keyof typeof eventChannels]: { payload: TypeCarrier<unknown> } });

export type EventName = keyof typeof events;
export type EventPayloads = { [K in EventName]: CarriedType<(typeof events)[K]['payload']> };

type Subscriptions = {
  [K in EventName as `on${Capitalize<K>}`]: (listener: (payload: EventPayloads[K]) => void) => () => void;
};

/** What the preload exposes as `window.explorer`. */
export type ExplorerApi = {
  [K in OperationName]: (input: OperationInput<K>) => Promise<Result<OperationResult<K>>>;
} & Subscriptions;
