import { randomUUID } from 'node:crypto';
import type { AppNotice, AppState, ConnectionView, LocationVerification, ParsedInput } from '../../common/ipc/contract';
import { fail } from '../../common/errors/failure';
import { WEAK_KEYRING_NOTICE } from '../../common/connections/keyring-guidance';
import type { Cipher } from '../vault/cipher';
import { isWeakBackend } from '../vault/cipher';
import type { KeyValueStore } from '../storage/key-value-store';
import type { TokenVault } from '../vault/token-vault';
import { DEMO_BASE_URL, storedBaseUrl } from './base-url';
import { connectionRecordSchema } from './connection-record';
import { MAX_PAGE_SIZE_BOUND, REQUEST_TIMEOUT_MS_BOUND } from '../../common/limits/connection-limits';
import type { ConnectionRecord } from './connection-record';
import { toConnectionView } from './connection-view';
import type { PageSizeOutcome } from '../api-client/across-page-fetch';
import { learnPageSize, samePageSizeLimit } from './page-size-limit';
import { demoRecord, keepDemoBaseUrl, saveDemoToken } from './demo-record';
import type { DemoConnection } from '../../demo-api/demo-connection';
import { createExclusive } from './exclusive';
import {
  assertLabelFree,
  assertLocationFree,
  assertRoomForLocation,
  assertStorable,
  locationRecord,
  newLocations,
  requireConnection,
  requireLocation,
} from './record-rules';
import { loadSavedConnections } from '../storage/saved-connections';
import type { SavedConnections as SavedRecords } from '../storage/saved-connections';
import { canonicalTimeZone } from './time-zone';
import { describeTokenProblem, tokenNotice, tokenNoticeId } from './token-problem';

/** The settings file's connections, as records this service reads and writes. */
type SavedConnections = SavedRecords<ConnectionRecord>;

export interface ConnectionsDeps {
  settings: KeyValueStore;
  vault: TokenVault;
  cipher: Cipher;
  /** The embedded demo API listens on a port chosen at start, so its address is looked up per use. */
  resolveDemoBaseUrl: () => Promise<string>;
  demo: DemoConnection;
  now: () => Date;
  newId?: () => string;
  /** Found before the service started, e.g. a store file moved aside. */
  notices?: AppNotice[];
}

/** For the API client only: this never crosses IPC. */
export interface Credentials {
  connection: ConnectionView;
  baseUrl: string;
  token: string;
}

export interface ConnectionsService {
  getState(appVersion: string): Promise<AppState>;
  dismissNotice(noticeId: string): void;
  create(input: ParsedInput<'createConnection'>): Promise<ConnectionView>;
  update(input: ParsedInput<'updateConnection'>): Promise<ConnectionView>;
  setToken(input: ParsedInput<'setToken'>): Promise<ConnectionView>;
  remove(connectionId: string): Promise<void>;
  addLocation(input: ParsedInput<'addLocation'>): Promise<ConnectionView>;
  renameLocation(input: ParsedInput<'renameLocation'>): Promise<ConnectionView>;
  removeLocation(input: ParsedInput<'removeLocation'>): Promise<ConnectionView>;
  setLocationTimeZone(input: ParsedInput<'setLocationTimeZone'>): Promise<ConnectionView>;
  setFieldChoices(input: ParsedInput<'setFieldChoices'>): Promise<ConnectionView>;
  recordVerification(connectionId: string, locationId: string, verification: LocationVerification): Promise<ConnectionView>;
  /** Keeps what a page_size the app chose taught about the server's maximum (saved only when it changes). */
  recordPageSize(connectionId: string, outcome: PageSizeOutcome): Promise<void>;
  select(connectionId: string, locationId: string): Promise<void>;
  credentials(connectionId: string, locationId: string): Promise<Credentials>;
  /** The address requests go to, for showing a command without its token. */
  baseUrl(connectionId: string, locationId: string): Promise<string>;
  /** Fails with not_found unless the connection has that location: what main stores per location needs one. */
  checkLocation(connectionId: string, locationId: string): Promise<void>;
  /** Fails with not_found unless the connection exists: what main stores per connection needs one. */
  checkConnection(connectionId: string): Promise<void>;
  /** Where requests to an address typed in a form go (the built-in demo API's own address for its name); fails as saving would. */
  resolveAddress(input: string): Promise<string>;
}

export function createConnectionsService(deps: ConnectionsDeps): ConnectionsService {
  const { vault, cipher } = deps;
  const newId = deps.newId ?? randomUUID;
  const notices: AppNotice[] = [...(deps.notices ?? [])];
  const dismissed = new Set<string>();
  const exclusive = createExclusive();
  let loaded: SavedConnections | undefined;

  async function connections(): Promise<SavedConnections> {
    if (loaded) return loaded;
    const saved = loadSavedConnections(deps.settings, deps.now, connectionRecordSchema);
    loaded = saved;
    notices.push(...saved.notices);
    if (saved.firstRun) {
      await createDemoConnection(saved);
    } else {
      forgetOrphanTokens(saved);
      await restoreDemoTokens(saved);
    }
    return saved;
  }

  async function createDemoConnection(saved: SavedConnections): Promise<void> {
    const id = newId();
    const record = demoRecord(id, deps.demo, await saveDemoToken(vault, deps.demo, id));
    saved.saveRecords([record]);
    const first = record.locations[0];
    saved.saveLastUsed(first ? { connectionId: id, locationId: first.id } : null);
  }

  /**
   * A token whose connection is gone (a change refused after the token was written, an app killed
   * between the two writes) is removed: nothing could ever use or delete it. Tokens of records
   * this start could not read stay, so a record put back from its copy works again; and a first
   * run (no connection list at all: a settings file moved aside or deleted) removes nothing,
   * since the file may be put back.
   */
  function forgetOrphanTokens(saved: SavedConnections): void {
    vault.keepOnly(new Set([...saved.records.map((record) => record.id), ...saved.unreadIds]));
  }

  async function restoreDemoTokens(saved: SavedConnections): Promise<void> {
    for (const record of saved.records) {
      if (!record.isDemo || (await vault.check(record.id)) === null) continue;
      const keepToken = await saveDemoToken(vault, deps.demo, record.id);
      if (keepToken !== record.keepToken) saved.replaceRecord({ ...record, keepToken });
    }
  }

  async function view(record: ConnectionRecord): Promise<ConnectionView> {
    return toConnectionView(record, await vault.check(record.id), vault, cipher);
  }

  async function tokenNotices(records: ConnectionRecord[]): Promise<AppNotice[]> {
    const found: AppNotice[] = [];
    for (const record of records) {
      const problem = record.keepToken === 'disk' ? await vault.check(record.id) : null;
      if (problem) found.push(tokenNotice(record, problem));
    }
    return found;
  }

  function weakKeyringNotice(views: ConnectionView[]): AppNotice[] {
    return views.some((connection) => connection.storage === 'weak')
      ? [{ id: 'weak-keyring', level: 'warning', message: WEAK_KEYRING_NOTICE }]
      : [];
  }

  function withRecord<T>(connectionId: string, task: (saved: SavedConnections, record: ConnectionRecord) => Promise<T>): Promise<T> {
    return exclusive(async () => {
      const saved = await connections();
      return task(saved, requireConnection(saved.records, connectionId));
    });
  }

  function editRecord(
    connectionId: string,
    edit: (saved: SavedConnections, record: ConnectionRecord) => ConnectionRecord,
  ): Promise<ConnectionView> {
    return withRecord(connectionId, async (saved, record) => {
      const edited = assertStorable(edit(saved, record));
      saved.replaceRecord(edited);
      return view(edited);
    });
  }

  async function resolveBaseUrl(record: ConnectionRecord): Promise<string> {
    return record.baseUrl === DEMO_BASE_URL ? deps.resolveDemoBaseUrl() : record.baseUrl;
  }

  return {
    getState: (appVersion) =>
      exclusive(async () => {
        const { records, lastUsed } = await connections();
        const views: ConnectionView[] = [];
        for (const record of records) views.push(await view(record));
        const all = [...notices, ...(await tokenNotices(records)), ...weakKeyringNotice(views)];
        return {
          connections: views,
          lastUsed: lastUsed ? { ...lastUsed } : null,
          notices: all.filter((notice) => !dismissed.has(notice.id)).map((notice) => ({ ...notice })),
          weakKeyring: isWeakBackend(cipher.backend()),
          appVersion,
        };
      }),

    dismissNotice: (noticeId) => {
      dismissed.add(noticeId);
    },

    create: (input) =>
      exclusive(async () => {
        const saved = await connections();
        const baseUrl = storedBaseUrl(input.baseUrl);
        assertLabelFree(saved.records, input.label);
        const record: ConnectionRecord = {
          id: newId(),
          label: input.label,
          baseUrl,
          isDemo: false,
          keepToken: input.keepToken,
          locations: newLocations(input.locations),
          maxPageSize: input.maxPageSize ?? MAX_PAGE_SIZE_BOUND.default,
          requestTimeoutMs: input.requestTimeoutMs ?? REQUEST_TIMEOUT_MS_BOUND.default,
          ...(input.followIntervalMs !== undefined && { followIntervalMs: input.followIntervalMs }),
          ...(input.requestsAtOnce !== undefined && { requestsAtOnce: input.requestsAtOnce }),
        };
        assertStorable(record);
        await vault.save(record.id, input.token, input.keepToken);
        try {
          saved.saveRecords([...saved.records, record]);
        } catch (error) {
          // Refused (the settings file's bound) or failed: the token goes too, never kept without its connection.
          vault.wipe(record.id);
          throw error;
        }
        return view(record);
      }),

    update: (input) =>
      editRecord(input.connectionId, (saved, record) => {
        if (input.label !== undefined) assertLabelFree(saved.records, input.label, record.id);
        const baseUrl =
          input.baseUrl === undefined ? record.baseUrl : record.isDemo ? keepDemoBaseUrl(input.baseUrl) : storedBaseUrl(input.baseUrl);
        // A token was given for one server: it never follows the connection to another origin
        // unasked. The user enters it again (the dialog sends it right after this change).
        if (!record.isDemo && new URL(baseUrl).origin !== new URL(record.baseUrl).origin) vault.wipe(record.id);
        // A maximum the user sets is their word on the server, and another address another server:
        // what was learned of the old one is learned again.
        const { pageSizeLimit, ...rest } = record;
        return {
          ...rest,
          ...(pageSizeLimit && input.maxPageSize === undefined && baseUrl === record.baseUrl && { pageSizeLimit }),
          label: input.label ?? record.label,
          baseUrl,
          maxPageSize: input.maxPageSize ?? record.maxPageSize,
          requestTimeoutMs: input.requestTimeoutMs ?? record.requestTimeoutMs,
          ...((input.followIntervalMs ?? record.followIntervalMs) !== undefined && {
            followIntervalMs: input.followIntervalMs ?? record.followIntervalMs,
          }),
          ...((input.requestsAtOnce ?? record.requestsAtOnce) !== undefined && {
            requestsAtOnce: input.requestsAtOnce ?? record.requestsAtOnce,
          }),
        };
      }),

    setToken: ({ connectionId, token, keepToken }) =>
      withRecord(connectionId, async (saved, record) => {
        await vault.save(connectionId, token, keepToken);
        dismissed.delete(tokenNoticeId(connectionId));
        const edited = { ...record, keepToken };
        saved.replaceRecord(edited);
        return view(edited);
      }),

    remove: (connectionId) =>
      withRecord(connectionId, async (saved) => {
        vault.wipe(connectionId);
        saved.saveRecords(saved.records.filter((record) => record.id !== connectionId));
        saved.forgetLastUsedIf((selection) => selection.connectionId === connectionId);
      }),

    addLocation: ({ connectionId, locationId, name }) =>
      editRecord(connectionId, (_saved, record) => {
        assertLocationFree(record.locations, locationId);
        assertRoomForLocation(record);
        return { ...record, locations: [...record.locations, locationRecord(locationId, name)] };
      }),

    renameLocation: ({ connectionId, locationId, name }) =>
      editRecord(connectionId, (_saved, record) => {
        const { verification, timeZone } = requireLocation(record, locationId);
        const renamed = {
          ...locationRecord(locationId, name),
          ...(timeZone ? { timeZone } : {}),
          ...(verification ? { verification } : {}),
        };
        return { ...record, locations: record.locations.map((location) => (location.id === locationId ? renamed : location)) };
      }),

    removeLocation: ({ connectionId, locationId }) =>
      editRecord(connectionId, (saved, record) => {
        requireLocation(record, locationId);
        saved.forgetLastUsedIf((selection) => selection.connectionId === connectionId && selection.locationId === locationId);
        return { ...record, locations: record.locations.filter((location) => location.id !== locationId) };
      }),

    setLocationTimeZone: ({ connectionId, locationId, timeZone }) =>
      editRecord(connectionId, (_saved, record) => {
        requireLocation(record, locationId);
        const zone = timeZone === null ? null : canonicalTimeZone(timeZone);
        const locations = record.locations.map((location) => {
          if (location.id !== locationId) return location;
          const { timeZone: _previous, ...rest } = location;
          return zone ? { ...rest, timeZone: zone } : rest;
        });
        return { ...record, locations };
      }),

    setFieldChoices: ({ connectionId, choices }) =>
      editRecord(connectionId, (_saved, record) => {
        // No choice left is no choices kept: detection decides every role again.
        const { fieldChoices: _previous, ...rest } = record;
        return Object.keys(choices).length === 0 ? rest : { ...rest, fieldChoices: choices };
      }),

    recordVerification: (connectionId, locationId, verification) =>
      editRecord(connectionId, (_saved, record) => {
        requireLocation(record, locationId);
        return {
          ...record,
          locations: record.locations.map((location) => (location.id === locationId ? { ...location, verification } : location)),
        };
      }),

    recordPageSize: (connectionId, outcome) =>
      withRecord(connectionId, async (saved, record) => {
        const pageSizeLimit = learnPageSize(record.pageSizeLimit, outcome);
        if (!samePageSizeLimit(pageSizeLimit, record.pageSizeLimit)) saved.replaceRecord({ ...record, pageSizeLimit });
      }),

    select: (connectionId, locationId) =>
      withRecord(connectionId, async (saved, record) => {
        requireLocation(record, locationId);
        saved.saveLastUsed({ connectionId, locationId });
      }),

    credentials: (connectionId, locationId) =>
      withRecord(connectionId, async (_saved, record) => {
        requireLocation(record, locationId);
        const read = await vault.read(connectionId);
        if (!read.ok) {
          fail(
            'vault_unavailable',
            `The token of “${record.label}” could not be read (${describeTokenProblem(read.problem)}). Enter it again in the connection's settings.`,
            { connectionId, connectionLabel: record.label },
          );
        }
        return { connection: await view(record), baseUrl: await resolveBaseUrl(record), token: read.token };
      }),

    baseUrl: (connectionId, locationId) =>
      withRecord(connectionId, async (_saved, record) => {
        requireLocation(record, locationId);
        return resolveBaseUrl(record);
      }),

    checkLocation: (connectionId, locationId) =>
      withRecord(connectionId, async (_saved, record) => {
        requireLocation(record, locationId);
      }),

    checkConnection: (connectionId) => withRecord(connectionId, async () => {}),

    resolveAddress: async (input) => {
      const baseUrl = storedBaseUrl(input);
      return baseUrl === DEMO_BASE_URL ? deps.resolveDemoBaseUrl() : baseUrl;
    },
  };
}
