import type { Handlers } from '../ipc/dispatch';
import type { Notify } from '../use-cases/failure-notice';
import { notifyFailures } from '../use-cases/failure-notice';
import type { NoticeGate } from '../use-cases/notice-gate';
import type { EmitEvent } from '../ipc/register';
import type { ConnectionsService } from '../connections/connections-service';
import type { ApiClient } from '../api-client/client';
import type { RequestRegistry } from '../api-client/requests';
import type { RowExporter } from '../export/export-rows';
import type { ExportJobs } from '../jobs/export-jobs';
import type { CountJobs } from '../jobs/count-jobs';
import { createActivityCounts } from '../use-cases/activity-counts';
import type { ColumnLayouts } from '../storage/column-layouts';
import type { SearchHistoryService } from '../storage/search-history';
import type { DismissedBanners } from '../storage/dismissed-banners';
import { fail } from '../../common/errors/failure';
import { createExports } from '../use-cases/exports';
import { createMessageSearch } from '../use-cases/search-messages';
import { createAcrossLocationsSearch } from '../use-cases/search-across-locations';
import type { RequestGate } from '../api-client/request-gate';
import type { ExportedPaths } from '../export/exported-paths';
import { createStoredPerPlace } from '../use-cases/stored-per-place';
import { createLocationVerifier } from '../use-cases/verify-location';
import { createConnectionTest } from '../use-cases/test-connection-of';
import { createRefusalCheck } from '../use-cases/refusal-check';
import { createAnsweredRecord } from '../use-cases/record-answered';
import { PASTE_REFUSED_MESSAGE, type PasteGrants } from './paste-grants';
import type { LinkInbox } from './link-inbox';
import type { LinkSettingStore } from '../storage/link-setting';

export interface HandlerDeps {
  appVersion: string;
  connections: ConnectionsService;
  client: ApiClient;
  requests: RequestRegistry;
  exporter: RowExporter;
  exportJobs: ExportJobs;
  countJobs: CountJobs;
  layouts: ColumnLayouts;
  emit: EmitEvent;
  showItemInFolder: (path: string) => void;
  clipboard: SystemClipboard;
  /** Shows an OS notification: Electron's Notification in the app (electron-adapters/electron-notify.ts), a recording in tests and the harness. */
  notify: Notify;
  /** One notification a minute per place (use-cases/notice-gate.ts). */
  noticeGate: NoticeGate;
  /** Whether the user just pressed the mouse or a paste key: only then is the clipboard read. */
  pasteGrants: PasteGrants;
  /** Main's own paste prompt (electron-adapters/paste-prompt.ts in the app): true when the user chose Paste. */
  confirmPaste: () => Promise<boolean>;
  now: () => Date;
  searchHistory: SearchHistoryService;
  dismissedBanners: DismissedBanners;
  chooseSavePath: (suggestedName: string) => Promise<string | null>;
  exportedPaths: ExportedPaths;
  /** The shared slots and backoff of a connection's searches across locations. */
  /** The connection's gate, at its "requests at once". */
  gateOf: (connectionId: string, requestsAtOnce: number) => RequestGate;
  links: LinkInbox;
  /** The user's link setting; a write also claims or gives up the scheme with the OS. */
  linkSetting: Pick<LinkSettingStore, 'read' | 'write'>;
}

/** Electron's clipboard in the app (electron-adapters/electron-clipboard.ts); an in-memory one in tests and the e2e harness. */
export interface SystemClipboard {
  writeText(text: string): Promise<void>;
  readText(): Promise<string>;
}

/** For an operation that answers nothing: runs its effect, then answers null. */
const thenNull =
  <Input>(effect: (input: Input) => unknown) =>
  async (input: Input): Promise<null> => {
    await effect(input);
    return null;
  };

/**
 * Every operation of the contract, wired to the main-process service or use case that does it:
 * one line each. What an operation does lives with its service (electron/use-cases/ for the ones
 * that span several), so this file only says who answers what.
 */
export function createHandlers(deps: HandlerDeps): Handlers {
  const { appVersion, connections, requests, exportJobs, countJobs, layouts, searchHistory, dismissedBanners, clipboard, pasteGrants } =
    deps;
  const explainRefusal = createRefusalCheck(deps);
  const verifyLocation = createLocationVerifier({ ...deps, explainRefusal });
  const testConnection = createConnectionTest(deps);
  const recordAnswered = createAnsweredRecord(deps);
  const search = createMessageSearch({ ...deps, explainRefusal, recordAnswered });
  const exports = createExports(deps);
  const perPlace = createStoredPerPlace(deps);
  const across = createAcrossLocationsSearch({ ...deps, explainRefusal, recordAnswered });
  const activity = createActivityCounts(deps);

  return {
    getState: () => connections.getState(appVersion),
    dismissNotice: thenNull(({ noticeId }) => connections.dismissNotice(noticeId)),
    createConnection: (input) => connections.create(input),
    updateConnection: (input) => connections.update(input),
    testConnection: (input) => testConnection(input),
    setToken: (input) => connections.setToken(input),
    deleteConnection: ({ connectionId }) => perPlace.deleteConnection(connectionId),
    addLocation: (input) => connections.addLocation(input),
    renameLocation: (input) => connections.renameLocation(input),
    removeLocation: (input) => perPlace.removeLocation(input),
    verifyLocation: ({ connectionId, locationId }) => verifyLocation(connectionId, locationId),
    selectLocation: thenNull(({ connectionId, locationId }) => connections.select(connectionId, locationId)),
    setLocationTimeZone: (input) => connections.setLocationTimeZone(input),
    setFieldChoices: (input) => connections.setFieldChoices(input),

    searchMessages: (input) => search.searchMessages(input),
    cancelRequest: async ({ requestId }) => ({ cancelled: requests.cancel('search', requestId) }),
    copyAsCurl: (input) => search.copyAsCurl(input),

    exportRows: (input) => exports.exportRows(input),
    exportAll: (input) => exports.exportAll(input),
    cancelExport: async ({ exportId }) => ({ cancelled: exportJobs.cancel(exportId) }),
    showInFolder: ({ path }) => exports.showInFolder(path),

    countAll: (input) => activity.countAll(input),
    cancelCountAll: async ({ countId }) => ({ cancelled: countJobs.cancel(countId) }),

    notifyFailures: thenNull((input) => notifyFailures(deps, input)),
    clipboardWriteText: thenNull(({ text }) => clipboard.writeText(text)),
    // Answered only for a paste gesture main saw (a paste key) or showed (its prompt): paste-grants.ts.
    clipboardReadText: async () =>
      pasteGrants.take() || (await deps.confirmPaste()) ? clipboard.readText() : fail('invalid_request', PASTE_REFUSED_MESSAGE),

    getColumnLayout: async ({ connectionId, locationId }) => layouts.get(connectionId, locationId),
    saveColumnLayout: (input) => perPlace.saveColumnLayout(input),
    resetColumnLayout: thenNull(({ connectionId, locationId }) => layouts.reset(connectionId, locationId)),

    listSearches: async ({ connectionId, locationId }) => searchHistory.list(connectionId, locationId),
    recordSearch: (input) => perPlace.recordSearch(input),
    noteSearchRows: thenNull(({ searchId, rowsSeen }) => searchHistory.noteRows(searchId, rowsSeen)),
    saveSearch: async ({ searchId, name, pinned }) => searchHistory.save(searchId, name, pinned),
    deleteSearch: thenNull(({ searchId }) => searchHistory.remove(searchId)),
    clearRecentSearches: thenNull(({ connectionId, locationId }) => searchHistory.clearRecent(connectionId, locationId)),

    listDismissedBanners: async () => dismissedBanners.list(),
    dismissBanner: thenNull(({ bannerId }) => dismissedBanners.dismiss(bannerId)),

    searchAcrossLocations: (input) => across.searchAcrossLocations(input),
    retryAcrossLocation: (input) => across.retryAcrossLocation(input),
    showOthersNow: async (input) => across.showOthersNow(input),
    countAllAcrossLocations: (input) => across.countAllAcrossLocations(input),
    exportAcrossLocations: (input) => across.exportAcrossLocations(input),

    takeOpenedLinks: () => deps.links.take(),
    getLinkSetting: async () => deps.linkSetting.read(),
    setLinkSetting: async (input) => deps.linkSetting.write(input),
  };
}
