import {
  FOLLOW_INTERVAL_MS_BOUND,
  MAX_PAGE_SIZE_BOUND,
  REQUEST_TIMEOUT_MS_BOUND,
  REQUESTS_AT_ONCE_BOUND,
} from '../../common/limits/connection-limits';
import { hashKey } from '@tanstack/react-query';
import type {
  AppState,
  ColumnLayout,
  ConnectionView,
  ExplorerApi,
  ExplorerError,
  OperationInput,
  OperationName,
  Result,
  RetryNotice,
  SearchPage,
} from '../../common/ipc/contract';
import { operations } from '../../common/ipc/contract';
import { invalidInputError } from '../../common/ipc/input-error';
import { mayBeAboutThePageToken, pageTokenForOtherServer } from '../../common/paging/page-token-rejection';
import { createFakeAcrossLocations } from './fake-across-locations';
import { createFakeExportAll } from './fake-export-all';
import { createFakeCountAll } from './fake-count-all';
import { createFakeLinks } from './fake-links';
import { exportFileName, manifestPathFor } from './fake-file-names';
import { exportExtension, purposeNamePart } from '../../common/export/export-formats';
import { demoConnection, generateMessages } from './fake-data';
import { createFakeSearchHistory } from './fake-search-history';
import { createFakeTestConnection } from './fake-test-connection';
import type { FakeServer } from './fake-test-connection';
import type { RecordShape } from '../../demo-api/record-shape-names';

type SearchInput = OperationInput<'searchMessages'>;

export interface FakeExplorerOptions {
  connections?: ConnectionView[];
  /** Explicit server pages per location id; other locations get generated messages. */
  pagesByLocation?: Record<string, Record<string, unknown>[][]>;
  /** Rows per generated page when the request asks for the default (page size 0). */
  defaultPageSize?: number;
  /** Messages generated per location without explicit pages. */
  messagesPerLocation?: number;
  /** Rows of each location per screen of a search across locations (default: all in one screen). */
  acrossScreenRows?: number;
  /** How generated messages are written, as the demo API's `recordShape` (default 'ours'). */
  recordShape?: RecordShape;
  /** The largest page_size the fake server takes, as the demo API's `maxPageSize` (default 500). */
  maxPageSize?: number;
  /** The server sends previous page tokens (default: it omits them, as many endpoints do). */
  previousTokens?: boolean;
  weakKeyring?: boolean;
  /** API servers a connection test can reach (default: none, every test fails to connect). */
  servers?: FakeServer[];
  /**
   * 'every-column' (default): a location without a saved layout answers one showing every field,
   * so tests that check cells by field find them all; 'app-default' answers none (the agent-first columns).
   */
  columns?: 'every-column' | 'app-default';
}

interface PendingSearch {
  requestId: string;
  settle: (result: Result<SearchPage>) => void;
}

/**
 * An in-memory ExplorerApi: connections in a list, search pages served from arrays with opaque
 * tokens, errors on demand, searches that can be held in flight. Records every call.
 */
export function createFakeExplorer(options: FakeExplorerOptions = {}) {
  let connections: ConnectionView[] = options.connections ?? [demoConnection()];
  let lastUsed: AppState['lastUsed'] = null;
  const notices: AppState['notices'] = [];
  const calls: { [K in OperationName]?: OperationInput<K>[] } = {};
  // Like the API's, a page token is bound to the search that issued it: same location, filters and page size.
  const tokens = new Map<string, { search: string; index: number }>();
  const searchFailures: { error: ExplorerError; match: (input: SearchInput) => boolean }[] = [];
  const retryListeners = new Set<(notice: RetryNotice) => void>();
  const pending = new Map<string, PendingSearch>();
  // As main keeps them: per connection × location, forgotten with the connection.
  const layouts = new Map<string, ColumnLayout>();
  const layoutKey = (input: { connectionId: string; locationId: string | null }) => JSON.stringify([input.connectionId, input.locationId]);
  let holding = false;
  let tokenCounter = 0;
  let clipboardText = '';
  // As main does: a read is answered once per paste gesture (electron/app/paste-grants.ts).
  let pasteGranted = false;

  const record = <K extends OperationName>(name: K, input: OperationInput<K>) => {
    (calls[name] ??= [] as never[]).push(input as never);
  };
  const exportAll = createFakeExportAll(record);
  const messagesOf = (locationId: string) => generateMessages(locationId, options.messagesPerLocation ?? 7, options.recordShape);
  const countAll = createFakeCountAll(record, messagesOf);
  const links = createFakeLinks();
  const findConnection = (connectionId: string) => connections.find((connection) => connection.id === connectionId);
  // As main (connections' checkLocation): what is stored per location needs the location to exist.
  const missingConnection = (connectionId: string): ExplorerError | null =>
    findConnection(connectionId)
      ? null
      : { kind: 'not_found', message: 'That connection no longer exists. Pick another one.', connectionId };
  const missingLocation = (place: { connectionId: string; locationId: string }): ExplorerError | null => {
    const connection = findConnection(place.connectionId);
    if (!connection) return missingConnection(place.connectionId);
    if (connection.locations.some((location) => location.id === place.locationId)) return null;
    return {
      kind: 'not_found',
      message: `Location “${place.locationId}” is not part of “${connection.label}”. Add it in the connection's settings or pick another one.`,
      connectionId: connection.id,
      connectionLabel: connection.label,
      locationId: place.locationId,
    };
  };
  const searchHistory = createFakeSearchHistory(record, missingLocation);
  const ok = <T>(value: T): Promise<Result<T>> => Promise.resolve({ ok: true, value });
  // page_size may change between the pages of a session (contract rule 7), as the demo API allows.
  const searchKey = (input: SearchInput) => hashKey([input.connectionId, input.locationId, input.body]);
  const issueToken = (input: SearchInput, index: number) => {
    const token = `opaque-${++tokenCounter}-${Math.random().toString(36).slice(2)}`;
    tokens.set(token, { search: searchKey(input), index });
    return token;
  };

  /**
   * The page at `at`: explicit pages (pagesByLocation) by their index; generated messages by the
   * offset of the first, so a token goes on where it was whatever page size comes with it.
   */
  const pageAt = (input: SearchInput, at: number): { items: Record<string, unknown>[]; next: number | null; previous: number | null } => {
    const explicit = options.pagesByLocation?.[input.locationId];
    if (explicit) {
      const pages = explicit.length ? explicit : [[]];
      return { items: pages[at] ?? [], next: at < pages.length - 1 ? at + 1 : null, previous: at > 0 ? at - 1 : null };
    }
    const size = input.pageSize || options.defaultPageSize || 3;
    const all = messagesOf(input.locationId);
    return {
      items: all.slice(at, at + size),
      next: at + size < all.length ? at + size : null,
      previous: at > 0 ? Math.max(0, at - size) : null,
    };
  };

  // As main does (electron/api-client/all-pages.ts): a rejection that may be about the page token is
  // checked by asking for the first page, which comes back marked when it works.
  const answerSearch = (input: SearchInput): Result<SearchPage> => {
    // As main does (request-target.ts): a token goes back only to the server its session started on, unprobed.
    const connection = connections.find((candidate) => candidate.id === input.connectionId);
    if (input.pageToken && input.pageTokenFrom !== undefined && connection && connection.baseUrl !== input.pageTokenFrom) {
      return { ok: false, error: pageTokenForOtherServer(connection.label) };
    }
    const answer = answerPage(input);
    if (answer.ok || !input.pageToken || !mayBeAboutThePageToken(answer.error)) return answer;
    const { pageToken: _rejected, ...firstPageInput } = input;
    const first = answerPage(firstPageInput);
    if (!first.ok) return first;
    const { status, serverMessage } = answer.error;
    return {
      ok: true,
      value: {
        ...first.value,
        restartedAfter: { ...(status !== undefined && { status }), ...(serverMessage !== undefined && { serverMessage }) },
      },
    };
  };

  const answerPage = (input: SearchInput): Result<SearchPage> => {
    const failure = searchFailures.findIndex((candidate) => candidate.match(input));
    const [failed] = failure >= 0 ? searchFailures.splice(failure, 1) : [];
    if (failed) return { ok: false, error: failed.error };
    // As the demo API: a page size above its maximum is rejected by the server.
    const serverMax = options.maxPageSize ?? 500;
    if (input.pageSize > serverMax) {
      return {
        ok: false,
        error: {
          kind: 'invalid_request',
          status: 400,
          field: 'page_size',
          message: `The API rejected the request (HTTP 400): page_size must be at most ${serverMax}. Change the page size.`,
        },
      };
    }
    let index = 0;
    if (input.pageToken) {
      const place = tokens.get(input.pageToken);
      if (!place)
        return {
          ok: false,
          error: { kind: 'invalid_request', message: 'Unknown page token.', field: 'page_token', status: 400, code: 'INVALID_PAGE_TOKEN' },
        };
      if (place.search !== searchKey(input)) {
        return {
          ok: false,
          error: {
            kind: 'invalid_request',
            message: 'The page token belongs to another search.',
            field: 'page_token',
            status: 400,
            code: 'PAGE_TOKEN_MISMATCH',
          },
        };
      }
      index = place.index;
    }
    const page = pageAt(input, index);
    return {
      ok: true,
      value: {
        items: page.items,
        nextPageToken: page.next === null ? null : issueToken(input, page.next),
        previousPageToken: options.previousTokens && page.previous !== null ? issueToken(input, page.previous) : null,
        listMember: 'smsMessages',
        receivedAt: new Date().toISOString(),
        attempts: 1,
      },
    };
  };

  const replaceConnection = (next: ConnectionView) => {
    connections = connections.map((connection) => (connection.id === next.id ? next : connection));
    return ok(next);
  };

  const api: ExplorerApi = {
    getState: (input) => {
      record('getState', input);
      return ok({ connections, lastUsed, notices: [...notices], weakKeyring: options.weakKeyring ?? false, appVersion: '0.0.0-test' });
    },
    dismissNotice: (input) => {
      record('dismissNotice', input);
      notices.splice(
        notices.findIndex((notice) => notice.id === input.noticeId),
        1,
      );
      return ok(null);
    },
    createConnection: (input) => {
      record('createConnection', input);
      const created: ConnectionView = {
        id: `conn-${connections.length + 1}`,
        label: input.label,
        baseUrl: input.baseUrl,
        hint: tokenHint(input.token),
        locations: input.locations.map((location) => ({ id: location.id, ...(location.name ? { name: location.name } : {}) })),
        storage: input.keepToken === 'session' ? 'session' : 'encrypted',
        needsToken: false,
        isDemo: false,
        maxPageSize: input.maxPageSize ?? MAX_PAGE_SIZE_BOUND.default,
        requestTimeoutMs: input.requestTimeoutMs ?? REQUEST_TIMEOUT_MS_BOUND.default,
        followIntervalMs: input.followIntervalMs ?? FOLLOW_INTERVAL_MS_BOUND.default,
        requestsAtOnce: input.requestsAtOnce ?? REQUESTS_AT_ONCE_BOUND.default,
      };
      connections = [...connections, created];
      return ok(created);
    },
    testConnection: createFakeTestConnection(options.servers ?? [], record),
    updateConnection: (input) => {
      record('updateConnection', input);
      const { connectionId, ...changes } = input;
      return replaceConnection({ ...findConnection(connectionId)!, ...changes });
    },
    setToken: (input) => {
      record('setToken', input);
      return replaceConnection({ ...findConnection(input.connectionId)!, hint: tokenHint(input.token), needsToken: false });
    },
    deleteConnection: (input) => {
      record('deleteConnection', input);
      connections = connections.filter((connection) => connection.id !== input.connectionId);
      for (const key of [...layouts.keys()]) if ((JSON.parse(key) as string[])[0] === input.connectionId) layouts.delete(key);
      return ok(null);
    },
    addLocation: (input) => {
      record('addLocation', input);
      const connection = findConnection(input.connectionId)!;
      return replaceConnection({
        ...connection,
        locations: [...connection.locations, { id: input.locationId, ...(input.name ? { name: input.name } : {}) }],
      });
    },
    renameLocation: (input) => {
      record('renameLocation', input);
      const connection = findConnection(input.connectionId)!;
      const locations = connection.locations.map((location) =>
        location.id === input.locationId ? { ...location, name: input.name } : location,
      );
      return replaceConnection({ ...connection, locations });
    },
    removeLocation: (input) => {
      record('removeLocation', input);
      const connection = findConnection(input.connectionId)!;
      return replaceConnection({ ...connection, locations: connection.locations.filter((location) => location.id !== input.locationId) });
    },
    verifyLocation: (input) => {
      record('verifyLocation', input);
      return ok({ status: 'ok', checkedAt: new Date().toISOString() });
    },
    selectLocation: (input) => {
      record('selectLocation', input);
      lastUsed = { connectionId: input.connectionId, locationId: input.locationId };
      return ok(null);
    },
    searchMessages: (input) => {
      record('searchMessages', input);
      if (!holding) return Promise.resolve(answerSearch(input));
      return new Promise((settle) => pending.set(input.requestId, { requestId: input.requestId, settle }));
    },
    cancelRequest: (input) => {
      record('cancelRequest', input);
      const held = pending.get(input.requestId);
      pending.delete(input.requestId);
      held?.settle({ ok: false, error: { kind: 'cancelled', message: 'Cancelled.' } });
      return ok({ cancelled: Boolean(held) });
    },
    copyAsCurl: (input) => {
      record('copyAsCurl', input);
      return ok(`curl -X POST -H 'Authorization: Bearer $API_TOKEN' -H 'Location-Id: ${input.locationId}'`);
    },
    exportRows: (input) => {
      record('exportRows', input);
      const extension = exportExtension(input.format ?? 'csv', input.compression ?? 'none');
      const path = `/exports/${exportFileName(input.suggestedName, extension, purposeNamePart(input.format ?? 'csv', input.purpose ?? 'spreadsheet'))}`;
      return ok({ path, manifestPath: manifestPathFor(path), rows: input.rows.length, columns: input.columns ?? [] });
    },
    ...exportAll.api,
    ...countAll.api,
    ...links.api,
    ...searchHistory.api,
    ...createFakeAcrossLocations(record, messagesOf, options.acrossScreenRows),
    showInFolder: (input) => {
      record('showInFolder', input);
      return ok(null);
    },
    notifyFailures: (input) => {
      record('notifyFailures', input);
      return ok(null);
    },
    clipboardWriteText: (input) => {
      record('clipboardWriteText', input);
      clipboardText = input.text;
      return ok(null);
    },
    clipboardReadText: (input) => {
      record('clipboardReadText', input);
      const granted = pasteGranted;
      pasteGranted = false;
      if (!granted) {
        return Promise.resolve({
          ok: false,
          error: {
            kind: 'invalid_request',
            message:
              'The clipboard is read only when you paste: choose Paste when the app asks, or paste into the field with Ctrl+V (⌘V on a Mac).',
          },
        });
      }
      return ok(clipboardText);
    },
    getColumnLayout: (input) => {
      record('getColumnLayout', input);
      // The search across locations starts from the app's columns, as in the harness.
      const everyColumn = options.columns !== 'app-default' && input.locationId !== null;
      return ok(layouts.get(layoutKey(input)) ?? (everyColumn ? { order: [], widths: {}, hidden: [] } : null));
    },
    saveColumnLayout: (input) => {
      record('saveColumnLayout', input);
      const missing =
        input.locationId === null ? missingConnection(input.connectionId) : missingLocation({ ...input, locationId: input.locationId });
      if (missing) return Promise.resolve({ ok: false, error: missing });
      layouts.set(layoutKey(input), structuredClone(input.layout));
      return ok(null);
    },
    resetColumnLayout: (input) => {
      record('resetColumnLayout', input);
      layouts.delete(layoutKey(input));
      return ok(null);
    },
    setLocationTimeZone: (input) => {
      record('setLocationTimeZone', input);
      const connection = findConnection(input.connectionId)!;
      const locations = connection.locations.map((location) => {
        if (location.id !== input.locationId) return location;
        const { timeZone: _previous, ...rest } = location;
        return input.timeZone ? { ...rest, timeZone: input.timeZone } : rest;
      });
      return replaceConnection({ ...connection, locations });
    },
    setFieldChoices: (input) => {
      record('setFieldChoices', input);
      const { fieldChoices: _previous, ...connection } = findConnection(input.connectionId)!;
      return replaceConnection(
        Object.keys(input.choices).length === 0 ? connection : { ...connection, fieldChoices: structuredClone(input.choices) },
      );
    },
    onRequestRetry: (listener) => {
      retryListeners.add(listener);
      return () => void retryListeners.delete(listener);
    },
  };

  return {
    api: parsingInputs(api),
    calls,
    /** The system clipboard behind clipboardWriteText / clipboardReadText. */
    clipboard: {
      text: () => clipboardText,
      set: (text: string) => {
        clipboardText = text;
      },
      /** The user's click or paste key, as main sees it: the next read is answered. */
      grantRead: () => {
        pasteGranted = true;
      },
    },
    searches: () => (calls.searchMessages ?? []) as SearchInput[],
    /** The next search matching `match` (default: any) fails with this error. */
    failSearch(error: ExplorerError, match: (input: SearchInput) => boolean = () => true) {
      searchFailures.push({ error, match });
    },
    /** Searches wait in flight until released (or cancelled). */
    holdSearches() {
      holding = true;
    },
    releaseSearches() {
      holding = false;
      for (const [requestId, held] of pending) {
        pending.delete(requestId);
        held.settle(answerSearch((calls.searchMessages ?? []).find((input) => input.requestId === requestId)!));
      }
    },
    emitRetry(notice: RetryNotice) {
      for (const listener of retryListeners) listener(notice);
    },
    addNotice(notice: AppState['notices'][number]) {
      notices.push(notice);
    },
    ...exportAll.controls,
    ...countAll.controls,
    ...links.controls,
    ...searchHistory.controls,
  };
}

export type FakeExplorer = ReturnType<typeof createFakeExplorer>;

/**
 * Every operation's input goes through the contract's schema first, as the dispatcher does in
 * main: an input main would refuse is refused here too, and the fake works on the parsed
 * (trimmed) value. Calls are recorded as parsed.
 */
function parsingInputs(api: ExplorerApi): ExplorerApi {
  const parsing: Record<string, unknown> = { ...api };
  for (const name of Object.keys(operations) as OperationName[]) {
    const run = api[name] as (input: unknown) => Promise<Result<unknown>>;
    parsing[name] = (input: unknown) => {
      const parsed = operations[name].input.safeParse(input);
      return parsed.success ? run(parsed.data) : Promise.resolve({ ok: false, error: invalidInputError(name, parsed.error) });
    };
  }
  return parsing as ExplorerApi;
}

/** As main's vault shows it: the last 4 characters, only of a token long enough to spare them. */
function tokenHint(token: string): string {
  return token.length >= 12 ? token.slice(-4) : '';
}
