import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { Notice } from '../electron/use-cases/failure-notice';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { SystemClipboard } from '../electron/app/create-handlers';
import { createMainServices } from '../electron/app/create-main-services';
import { createMemoryClipboard } from '../electron/test/memory-clipboard';
import { isPasteKey, type PressedKey } from '../electron/app/paste-grants';
import { openAppStores } from '../electron/storage/open-app-stores';
import { startDemoApi, type DemoApi } from '../demo-api/server';
import type { DemoApiConfigInput } from '../demo-api/config';
import { events, type EventName, type EventPayloads, type OpenedLink } from '../common/ipc/contract';
import { createAppUrlMatcher } from '../electron/window/app-url';
import { createConfStore } from '../electron/storage/conf-store';
import { createTestCipher } from '../electron/test/test-cipher';
import { launchChromium } from './chromium';
import { serveRenderer } from './static-server';

const projectRoot = resolve(import.meta.dirname, '..');
const rendererDir = join(projectRoot, 'dist', 'renderer');
const bridgeScript = join(projectRoot, 'dist', 'harness', 'bridge.js');

export interface PresetConnection {
  label: string;
  baseUrl: string;
  token: string;
  locations: { id: string; name?: string }[];
  maxPageSize?: number;
  requestTimeoutMs?: number;
  followIntervalMs?: number;
}

export interface LaunchOptions {
  /** Connections created before the page opens, e.g. pointing at a test's own API server. */
  connections?: PresetConnection[];
  /** Config of the demo API behind the built-in demo connection. */
  demoConfig?: DemoApiConfigInput;
  colorScheme?: 'light' | 'dark';
  headed?: boolean;
  viewport?: { width: number; height: number };
  /** Keyring to simulate: 'basic_text' makes saved tokens weak, as on a Linux desktop without one. */
  keyringBackend?: 'keychain' | 'basic_text';
  /** An existing data dir (to test a restart); a new temp dir by default. */
  dataDir?: string;
  /**
   * Behind the contract's clipboard operations: 'memory' (default) for tests, as Electron's
   * clipboard is in the app; 'browser' puts copies on the real clipboard through the page (for
   * `npm run preview`), which needs the clipboard permissions the app's page never gets.
   */
  clipboard?: 'memory' | 'browser';
  /**
   * What main's paste prompt (a native dialog in the app) answers when the page's Paste button
   * asks for it: Cancel by default, as the browser has no such dialog; `npm run preview` answers Paste.
   */
  pasteAnswer?: 'paste' | 'cancel';
  /** What the save dialog answers; by default a file named as suggested under <dataDir>/exports. */
  chooseSavePath?: (suggestedName: string) => Promise<string | null>;
  /**
   * 'every-column' (default) saves a layout showing every field for each location known at launch
   * (one none is saved for yet), so journeys that check rows by id and location_id read them from
   * the grid; 'app-default' leaves the app's agent-first layout (ids hidden) in place.
   */
  columns?: 'every-column' | 'app-default';
}

export interface Explorer {
  page: Page;
  demo: DemoApi;
  dataDir: string;
  /** Everything the main side pushed or logged: for the secrets audit. */
  mainLog: string[];
  /** The page's console messages and uncaught errors, as "type: text": for the secrets audit. */
  consoleLog: string[];
  shownInFolder: string[];
  /** Each time main's paste prompt was shown (the app's native dialog). */
  pastePrompts: string[];
  /** The system clipboard behind the contract's clipboard operations, as Electron's is in the app. */
  clipboard: SystemClipboard;
  /** The OS hands the app a link (sms-explorer://): main's link inbox, as the protocol adapter calls it. */
  openLink: (url: string) => Promise<OpenedLink>;
  /** The OS notifications main showed (Electron's Notification in the app), in order. */
  notifications: Notice[];
  close: () => Promise<void>;
}

/**
 * Opens the built renderer in Chromium with the real main-process services behind it: the same
 * handlers, dispatcher (sender check, input validation), vault, client and demo API as the
 * Electron app; `window.explorer` is the real preload API built by createExplorerApi, whose
 * transport is a Playwright binding instead of ipcRenderer.
 */
export async function launchExplorer(options: LaunchOptions = {}): Promise<Explorer> {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'sms-explorer-e2e-')));
  const exportsDir = join(dataDir, 'exports');
  await mkdir(exportsDir, { recursive: true });
  const now = () => new Date();
  const { settings, secrets, notices: startupNotices } = openAppStores(dataDir, (name) => createConfStore(dataDir, name), now);

  const demo = await startDemoApi(options.demoConfig ?? { latencyMs: 0 });
  const renderer = await serveRenderer(rendererDir);
  const isAppUrl = createAppUrlMatcher(renderer.url);
  const mainLog: string[] = [];
  const consoleLog: string[] = [];
  const shownInFolder: string[] = [];
  const notifications: Notice[] = [];
  const pastePrompts: string[] = [];
  let page: Page | undefined;
  const clipboard: SystemClipboard =
    options.clipboard === 'browser'
      ? {
          writeText: async (text) => void (await page?.evaluate((copied) => navigator.clipboard.writeText(copied), text)),
          readText: async () => (await page?.evaluate(() => navigator.clipboard.readText())) ?? '',
        }
      : createMemoryClipboard();

  const services = createMainServices({
    appName: 'SMS Explorer',
    appVersion: 'e2e',
    settings,
    secrets,
    startupNotices,
    cipher: createTestCipher({ backend: options.keyringBackend ?? 'keychain' }),
    fetch: globalThis.fetch,
    resolveDemoBaseUrl: async () => demo.baseUrl,
    chooseSavePath: options.chooseSavePath ?? (async (name) => join(exportsDir, name)),
    showItemInFolder: (path) => shownInFolder.push(path),
    clipboard,
    notify: (notice) => notifications.push(notice),
    confirmPaste: async () => {
      pastePrompts.push(new Date().toISOString());
      return options.pasteAnswer === 'paste';
    },
    emit: <K extends EventName>(name: K, payload: EventPayloads[K]) => {
      mainLog.push(JSON.stringify({ event: name, payload }));
      void page
        ?.evaluate(([channel, data]) => window.__explorerEmit(channel, data), [events[name].channel, payload] as const)
        .catch(() => undefined);
    },
    isTrustedSender: isAppUrl,
    onUnexpected: (operation, error) => mainLog.push(`unexpected error in ${operation}: ${String(error)}`),
  });

  for (const preset of options.connections ?? []) {
    await services.handlers.createConnection({ ...preset, keepToken: 'disk', locations: preset.locations });
  }
  if ((options.columns ?? 'every-column') === 'every-column') await showEveryColumn(services.handlers);

  let browser: Browser | undefined;
  try {
    browser = await launchChromium(options.headed);
    const context = await browser.newContext({
      colorScheme: options.colorScheme ?? 'light',
      viewport: options.viewport ?? { width: 1400, height: 900 },
      acceptDownloads: false,
      ...(options.clipboard === 'browser' && { permissions: ['clipboard-read', 'clipboard-write'] }),
    });
    // Both ways as JSON text: Playwright serialises large object graphs far slower than a string,
    // which would make the harness, not the app, the bottleneck for pages of hundreds of rows.
    await context.exposeBinding('__explorerInvoke', async ({ frame }, channel: string, inputJson: string) => {
      const input: unknown = inputJson === undefined ? undefined : JSON.parse(inputJson);
      const result = JSON.stringify(await services.dispatch(channel, input, frame.url()));
      mainLog.push(`{"channel":${JSON.stringify(channel)},"result":${result}}`);
      return result;
    });
    // The page's trusted key presses, passed on by the bridge: a paste shortcut grants a clipboard
    // read, as the window's input events do in the app. Pointer presses grant nothing.
    await context.exposeBinding('__explorerInput', (_source, key: PressedKey) => {
      if (typeof key?.key === 'string' && isPasteKey(key)) services.pasteGrants.grant();
    });
    await context.addInitScript({ path: bridgeScript });
    page = await context.newPage();
    page.on('console', (message) => consoleLog.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => consoleLog.push(`pageerror: ${error.stack ?? error.message}`));
    await page.goto(renderer.url);
  } catch (error) {
    await browser?.close();
    await Promise.all([renderer.close(), demo.close()]);
    throw error;
  }

  return {
    page,
    demo,
    dataDir,
    mainLog,
    consoleLog,
    shownInFolder,
    notifications,
    pastePrompts,
    clipboard,
    openLink: (url) => services.links.open(url),
    close: async () => {
      services.requests.cancelAll();
      await browser?.close();
      await Promise.all([renderer.close(), demo.close()]);
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Saves "every field shown" for each connection × location that has no saved layout yet. */
async function showEveryColumn(handlers: ReturnType<typeof createMainServices>['handlers']): Promise<void> {
  const { connections } = await handlers.getState({});
  for (const connection of connections) {
    for (const location of connection.locations) {
      const ids = { connectionId: connection.id, locationId: location.id };
      if (await handlers.getColumnLayout(ids)) continue;
      await handlers.saveColumnLayout({ ...ids, layout: { order: [], widths: {}, hidden: [] } });
    }
  }
}
