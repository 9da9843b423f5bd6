import type { AppNotice } from '../../common/ipc/contract';
import type { Notify } from '../use-cases/failure-notice';
import type { EmitEvent } from '../ipc/register';
import type { Cipher } from '../vault/cipher';
import type { KeyValueStore } from '../storage/key-value-store';
import { createApiClient } from '../api-client/client';
import { createRequestRegistry } from '../api-client/requests';
import { createConnectionsService } from '../connections/connections-service';
import { DEMO_CONNECTION } from '../../demo-api/demo-connection';
import { createConnectionGates } from '../across-locations/connection-gates';
import { createCountJobs } from '../jobs/count-jobs';
import { createExportJobs } from '../jobs/export-jobs';
import { createJobRunner } from '../jobs/job-runner';
import { createExportedPaths } from '../export/exported-paths';
import { createPendingFiles, removeStaleExportFiles } from '../export/pending-files';
import { createRowExporter } from '../export/export-rows';
import { createDispatch } from '../ipc/dispatch';
import { createColumnLayouts } from '../storage/column-layouts';
import { createDismissedBanners } from '../storage/dismissed-banners';
import { createSearchHistory } from '../storage/search-history';
import { createLinkSettingStore } from '../storage/link-setting';
import { createTokenVault } from '../vault/token-vault';
import { createHandlers, type SystemClipboard } from './create-handlers';
import { createPasteGrants } from './paste-grants';
import { createLinkInbox } from './link-inbox';
import { createSavedRedactors } from './saved-redactors';
import { createNoticeGate } from '../use-cases/notice-gate';

export interface MainServiceDeps {
  appName: string;
  appVersion: string;
  settings: KeyValueStore;
  secrets: KeyValueStore;
  /** Told to the user once: store files moved aside at startup... */
  startupNotices: AppNotice[];
  cipher: Cipher;
  /** Electron's net.fetch through electron-adapters/electron-fetch.ts in the app; global fetch in tests and the harness. */
  fetch: typeof fetch;
  resolveDemoBaseUrl: () => Promise<string>;
  chooseSavePath: (suggestedName: string) => Promise<string | null>;
  showItemInFolder: (path: string) => void;
  clipboard: SystemClipboard;
  notify: Notify;
  /** Asks the user, in main's own UI, whether to paste (the page's Paste button): true = Paste. */
  confirmPaste: () => Promise<boolean>;
  emit: EmitEvent;
  isTrustedSender: (url: string) => boolean;
  onUnexpected?: (operation: string, error: unknown) => void;
  now?: () => Date;
  /** A monotonic clock in ms, for how often a place may notify (performance.now unless a test pins it). */
  monotonicNow?: () => number;
  /**
   * Claims sms-explorer:// with the OS (true) or gives it up (false) as the user's link setting
   * changes: electron-adapters/protocol-links.ts in the app; nothing in the harness, which has no OS side.
   */
  claimLinks?: (openLinks: boolean) => void;
}

/**
 * Wires the main-process services together. The Electron app (electron/main.ts) and the e2e
 * harness both call this; what they pass in differs, and the Electron side of each difference
 * lives in electron/electron-adapters/ (docs/architecture.md: "What runs identically in the harness").
 */
export function createMainServices(deps: MainServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const vault = createTokenVault({ store: deps.secrets, cipher: deps.cipher });
  const connections = createConnectionsService({
    settings: deps.settings,
    vault,
    cipher: deps.cipher,
    resolveDemoBaseUrl: deps.resolveDemoBaseUrl,
    demo: DEMO_CONNECTION,
    now,
    notices: deps.startupNotices,
  });
  const client = createApiClient({ fetch: deps.fetch, userAgent: `${deps.appName}/${deps.appVersion}` });
  const requests = createRequestRegistry();
  const exportedPaths = createExportedPaths();
  // Before any export runs: what the last run left half-written (the app was killed) goes.
  removeStaleExportFiles(deps.settings);
  const pending = createPendingFiles(deps.settings);
  const exporter = createRowExporter({ chooseSavePath: deps.chooseSavePath, now, exportedPaths, pending });
  // One runner for every long job: one id namespace per kind, one cancel, one progress event.
  const runner = createJobRunner({
    requests,
    emitProgress: (kind, progress) => deps.emit(kind === 'export' ? 'exportProgress' : 'countProgress', progress),
  });
  const exportJobs = createExportJobs({ runner, client, chooseSavePath: deps.chooseSavePath, exportedPaths, now, pending });
  const countJobs = createCountJobs({ runner, client });
  // Fed by whoever sees the user's input: main's window events in the app, the page's trusted
  // events in the e2e harness. A monotonic clock: a wall clock set back would stretch the window.
  const pasteGrants = createPasteGrants(() => performance.now());
  const linkSetting = createLinkSettingStore(deps.settings);
  const links = createLinkInbox({
    emit: deps.emit,
    linksOn: () => linkSetting.read().openLinks,
    savedRedactors: createSavedRedactors(
      async () => (await connections.getState(deps.appVersion)).connections.map((view) => view.id),
      vault,
    ),
  });
  const handlers = createHandlers({
    appVersion: deps.appVersion,
    connections,
    client,
    requests,
    exporter,
    exportJobs,
    countJobs,
    layouts: createColumnLayouts(deps.settings),
    emit: deps.emit,
    showItemInFolder: deps.showItemInFolder,
    clipboard: deps.clipboard,
    notify: deps.notify,
    // Monotonic: a wall clock set back would silence a place's notices until it caught up.
    noticeGate: createNoticeGate(deps.monotonicNow ?? (() => performance.now())),
    pasteGrants,
    confirmPaste: deps.confirmPaste,
    now,
    searchHistory: createSearchHistory({ settings: deps.settings, now }),
    dismissedBanners: createDismissedBanners(deps.settings),
    gateOf: createConnectionGates(),
    chooseSavePath: deps.chooseSavePath,
    exportedPaths,
    links,
    linkSetting: {
      read: linkSetting.read,
      write(setting) {
        const saved = linkSetting.write(setting);
        deps.claimLinks?.(saved.openLinks);
        return saved;
      },
    },
  });
  const dispatch = createDispatch({ handlers, isTrustedSender: deps.isTrustedSender, onUnexpected: deps.onUnexpected });
  return { handlers, dispatch, connections, requests, pasteGrants, links, linkSetting };
}
