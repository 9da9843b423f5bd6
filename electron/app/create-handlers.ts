import type { Handlers } from '../ipc/dispatch';
import type { EmitEvent } from '../ipc/register';
import type { ConnectionsService } from '../connections/connections-service';
import type { ApiClient } from '../api/client';
import type { RequestRegistry } from '../api/requests';
import type { RowExporter } from '../export/export-rows';
import type { AllExporter } from '../export/export-all';
import type { ColumnLayouts } from '../preferences/column-layouts';
import type { SearchHistoryService } from '../searches/search-history';
import type { DismissedBanners } from '../searches/dismissed-banners';
import { buildCurlCommand } from '../api/curl';
import { searchPageResuming } from '../api/page-resume';
import { ExplorerFailure, isFailure, fail } from '../../common/errors/failure';
import { PASTE_REFUSED_MESSAGE, type PasteGrants } from './paste-grants';
import { createRefusalCheck } from './refusal-check';

export interface HandlerDeps {
  appVersion: string;
  connections: ConnectionsService;
  client: ApiClient;
  requests: RequestRegistry;
  exporter: RowExporter;
  allExporter: AllExporter;
  layouts: ColumnLayouts;
  emit: EmitEvent;
  showItemInFolder: (path: string) => void;
  clipboard: SystemClipboard;
  /** Whether the user just pressed the mouse or a paste key: only then is the clipboard read. */
  pasteGrants: PasteGrants;
  now: () => Date;
  searchHistory: SearchHistoryService;
  dismissedBanners: DismissedBanners;
}

/** Electron's clipboard in the app (electron-adapters/clipboard.ts); an in-memory one in tests and the e2e harness. */
export interface SystemClipboard {
  writeText(text: string): Promise<void>;
  readText(): Promise<string>;
}

/** Every operation of the contract, implemented on the main-process services. */
export function createHandlers(deps: HandlerDeps): Handlers {
  const { connections, client, requests, exporter, allExporter, layouts, emit } = deps;
  const explainRefusal = createRefusalCheck(deps);

  async function locationName(connectionId: string, locationId: string): Promise<string | undefined> {
    const state = await connections.getState(deps.appVersion);
    const connection = state.connections.find((c) => c.id === connectionId);
    return connection?.locations.find((l) => l.id === locationId)?.name;
  }

  return {
    getState: () => connections.getState(deps.appVersion),
    dismissNotice: async ({ noticeId }) => {
      connections.dismissNotice(noticeId);
      return null;
    },
    createConnection: (input) => connections.create(input),
    updateConnection: (input) => connections.update(input),
    setToken: (input) => connections.setToken(input),
    deleteConnection: async ({ connectionId }) => {
      await connections.remove(connectionId);
      layouts.forgetConnection(connectionId);
      deps.searchHistory.forget(connectionId);
      return null;
    },
    addLocation: (input) => connections.addLocation(input),
    renameLocation: (input) => connections.renameLocation(input),
    removeLocation: async (input) => {
      const connection = await connections.removeLocation(input);
      deps.searchHistory.forget(input.connectionId, input.locationId);
      return connection;
    },
    selectLocation: async ({ connectionId, locationId }) => {
      await connections.select(connectionId, locationId);
      return null;
    },

    verifyLocation: async ({ connectionId, locationId }) => {
      const { connection, baseUrl, token } = await connections.credentials(connectionId, locationId);
      const checkedAt = deps.now().toISOString();
      let verification;
      try {
        await client.searchMessages({
          baseUrl, token, locationId, body: {}, pageSize: 1,
          timeoutMs: connection.requestTimeoutMs,
          connectionId, connectionLabel: connection.label,
          locationName: await locationName(connectionId, locationId),
        });
        verification = { status: 'ok' as const, checkedAt };
      } catch (error) {
        if (!isFailure(error)) throw error;
        verification = { status: 'failed' as const, checkedAt, error: await explainRefusal(error.error, connectionId, locationId) };
      }
      await connections.recordVerification(connectionId, locationId, verification);
      return verification;
    },

    searchMessages: async ({ requestId, connectionId, locationId, body, pageSize, pageToken }) => {
      const { connection, baseUrl, token } = await connections.credentials(connectionId, locationId);
      const signal = requests.start(requestId);
      try {
        // A rejected page token is checked by asking for the first page; the grid's walk decides what to keep.
        return await searchPageResuming(client, {
          baseUrl, token, locationId, body, pageSize, pageToken, signal,
          timeoutMs: connection.requestTimeoutMs,
          connectionId, connectionLabel: connection.label,
          locationName: await locationName(connectionId, locationId),
          onRetry: (notice) => emit('requestRetry', { requestId, ...notice }),
        });
      } catch (error) {
        // A 401 says which it refused, the location or the token, where main can find out.
        if (!isFailure(error, 'unauthorized')) throw error;
        throw new ExplorerFailure(await explainRefusal(error.error, connectionId, locationId));
      } finally {
        requests.finish(requestId, signal);
      }
    },
    cancelRequest: async ({ requestId }) => ({ cancelled: requests.cancel(requestId) }),

    copyAsCurl: async ({ connectionId, locationId, body, pageSize, pageToken }) => {
      const baseUrl = await connections.baseUrl(connectionId, locationId);
      return buildCurlCommand({ baseUrl, locationId, body, pageSize, pageToken });
    },

    exportRows: async (input) => {
      const state = await connections.getState(deps.appVersion);
      const connection = state.connections.find((c) => c.id === input.connectionId);
      if (!connection) fail('not_found', 'That connection no longer exists. Pick another one and export again.');
      return exporter.exportRows(input, {
        connectionLabel: connection.label,
        locationName: connection.locations.find((l) => l.id === input.locationId)?.name,
      });
    },
    exportAll: async (input) => {
      // The token is read before the save dialog, so a connection that cannot export says so
      // before the user picks a file.
      const { connection, baseUrl, token } = await connections.credentials(input.connectionId, input.locationId);
      const name = await locationName(input.connectionId, input.locationId);
      return allExporter.exportAll(input, {
        baseUrl, token,
        timeoutMs: connection.requestTimeoutMs,
        connectionId: input.connectionId,
        connectionLabel: connection.label,
        ...(name !== undefined && { locationName: name }),
      });
    },
    cancelExport: async ({ exportId }) => ({ cancelled: allExporter.cancel(exportId) }),
    showInFolder: async ({ path }) => {
      if (!exporter.isExportedPath(path)) {
        fail('not_found', 'Only files exported in this session can be shown in their folder.');
      }
      deps.showItemInFolder(path);
      return null;
    },
    clipboardWriteText: async ({ text }) => {
      await deps.clipboard.writeText(text);
      return null;
    },
    clipboardReadText: async () => {
      if (!deps.pasteGrants.take()) fail('invalid_request', PASTE_REFUSED_MESSAGE);
      return deps.clipboard.readText();
    },
    getColumnLayout: async ({ connectionId, locationId }) => layouts.get(connectionId, locationId),
    saveColumnLayout: async ({ connectionId, locationId, layout }) => {
      // Only for a location that exists, so the file never collects layouts of typos.
      await connections.checkLocation(connectionId, locationId);
      layouts.save(connectionId, locationId, layout);
      return null;
    },
    resetColumnLayout: async ({ connectionId, locationId }) => {
      layouts.reset(connectionId, locationId);
      return null;
    },
    setLocationTimeZone: (input) => connections.setLocationTimeZone(input),

    listSearches: async ({ connectionId, locationId }) => deps.searchHistory.list(connectionId, locationId),
    recordSearch: async ({ connectionId, locationId, draft }) => {
      // As layouts: only for a location that exists, so the history is bounded by the places there are.
      await connections.checkLocation(connectionId, locationId);
      return deps.searchHistory.record(connectionId, locationId, draft);
    },
    noteSearchRows: async ({ searchId, rowsSeen }) => {
      deps.searchHistory.noteRows(searchId, rowsSeen);
      return null;
    },
    saveSearch: async ({ searchId, name, pinned }) => deps.searchHistory.save(searchId, name, pinned),
    deleteSearch: async ({ searchId }) => {
      deps.searchHistory.remove(searchId);
      return null;
    },
    clearRecentSearches: async ({ connectionId, locationId }) => {
      deps.searchHistory.clearRecent(connectionId, locationId);
      return null;
    },
    listDismissedBanners: async () => deps.dismissedBanners.list(),
    dismissBanner: async ({ bannerId }) => {
      deps.dismissedBanners.dismiss(bannerId);
      return null;
    },
  };
}
