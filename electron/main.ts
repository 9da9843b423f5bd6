import { join } from 'node:path';
import {
  app,
  BrowserWindow,
  clipboard,
  dialog,
  ipcMain,
  Menu,
  nativeTheme,
  net,
  Notification,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
} from 'electron';
import { createMainServices } from './app/create-main-services';
import { openAppStores } from './storage/open-app-stores';
import { createEmbeddedDemoApi } from '../demo-api/embedded';
import { APP_DEMO_SETTINGS } from '../demo-api/app-demo-settings';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, APP_URL, createAppProtocolHandler } from './electron-adapters/app-protocol';
import { createElectronClipboard } from './electron-adapters/electron-clipboard';
import { createElectronNotify } from './electron-adapters/electron-notify';
import { createPastePrompt } from './electron-adapters/paste-prompt';
import { createElectronFetch } from './electron-adapters/electron-fetch';
import { createEventEmitter } from './electron-adapters/event-emitter';
import { watchPasteGestures } from './electron-adapters/paste-gestures';
import { createSafeStorageCipher } from './electron-adapters/safe-storage-cipher';
import { createSaveDialog } from './electron-adapters/save-dialog';
import { handleProtocolLinks, type ProtocolLinks } from './electron-adapters/protocol-links';
import { registerIpc } from './ipc/register';
import { createConfStore } from './storage/conf-store';
import { createAppUrlMatcher } from './window/app-url';
import { CONTENT_SECURITY_POLICY, DEV_CONTENT_SECURITY_POLICY } from './window/content-security-policy';
import { createWindowOptions } from './window/browser-window-options';
import { hardenSession, hardenWebContents } from './window/harden';
import { buildMenuTemplate } from './window/menu';
import { createWindowStateKeeper } from './window/window-placement';

// The only file that wires real Electron objects into the services; each Electron-only piece is
// an adapter in electron-adapters/. Executed under a fake `electron` by main.test.ts.

// The development hooks are honoured only by an unpackaged app: set in the environment of an
// installed one, VITE_DEV_SERVER_URL would otherwise load that page, trust it as the IPC sender
// and relax the CSP.
const devServerUrl = app.isPackaged ? undefined : process.env.VITE_DEV_SERVER_URL;
const appUrl = devServerUrl ?? APP_URL;
const rendererDir = join(import.meta.dirname, '..', 'dist', 'renderer');
const preloadPath = join(import.meta.dirname, 'preload.cjs');

let mainWindow: BrowserWindow | undefined;

// Lets the Electron e2e spec run the packaged app too against a throwaway profile. Unlike the dev
// server URL this grants nothing: it only picks which profile (tokens encrypted under the OS key) is used.
if (process.env.SMS_EXPLORER_USER_DATA) app.setPath('userData', process.env.SMS_EXPLORER_USER_DATA);
// Privileges can only be given before the app is ready.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

// One app per user: a second start (from a link, on Windows and Linux) hands its argv to this one.
let links: ProtocolLinks | undefined;
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  links = handleProtocolLinks(app, { defaultApp: process.defaultApp === true, execPath: process.execPath, argv: process.argv }, () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      dialog.showErrorBox('SMS Explorer could not start', error instanceof Error ? error.message : String(error));
      app.quit();
    });
}

async function start(): Promise<void> {
  const now = () => new Date();
  const userData = app.getPath('userData');
  const { settings, secrets, notices: startupNotices } = openAppStores(userData, (name) => createConfStore(userData, name), now);
  const demoApi = createEmbeddedDemoApi(APP_DEMO_SETTINGS);
  app.on('will-quit', () => void demoApi.stop());

  const isAppUrl = createAppUrlMatcher(appUrl);
  if (!devServerUrl) protocol.handle(APP_SCHEME, createAppProtocolHandler(rendererDir));
  // Vite's dev server injects an inline React refresh script; the built app gets the strict policy.
  hardenSession(session.defaultSession, isAppUrl, devServerUrl ? DEV_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY);
  // OPEN_EXTERNAL_JS_CHECK does not apply: hardenWebContents passes only https URLs on (harden.test.ts).
  // A line of its own, short enough that no formatting moves the inline suppression off it.
  const openExternal = (url: string) => shell.openExternal(url); /* eng-disable OPEN_EXTERNAL_JS_CHECK */
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, isAppUrl, openExternal));
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        isMac: process.platform === 'darwin',
        isDev: Boolean(devServerUrl),
        appName: app.getName(),
      }),
    ),
  );

  const services = createMainServices({
    appName: 'SMS Explorer',
    appVersion: app.getVersion(),
    settings,
    secrets,
    startupNotices,
    cipher: createSafeStorageCipher(safeStorage, process.platform),
    fetch: createElectronFetch((input, init) => net.fetch(input, init)),
    resolveDemoBaseUrl: () => demoApi.baseUrl(),
    chooseSavePath: createSaveDialog(
      dialog,
      () => mainWindow,
      () => app.getPath('documents'),
    ),
    showItemInFolder: (path) => shell.showItemInFolder(path),
    clipboard: createElectronClipboard(clipboard),
    notify: createElectronNotify(Notification, process.platform),
    confirmPaste: createPastePrompt(dialog, () => mainWindow),
    emit: createEventEmitter(() => mainWindow?.webContents),
    isTrustedSender: isAppUrl,
    onUnexpected: (operation, error) => console.error(`Unexpected error in ${operation}:`, error instanceof Error ? error.name : 'unknown'),
    claimLinks: (openLinks) => links?.claim(openLinks),
  });
  // At each start, as the user last chose: claimed again (another app may have taken it), or given up.
  links?.claim(services.linkSetting.read().openLinks);
  registerIpc(ipcMain, services.dispatch);
  app.on('before-quit', () => services.requests.cancelAll());

  const windowState = createWindowStateKeeper(settings);
  const windowOptions = createWindowOptions(
    preloadPath,
    windowState.restore(screen.getAllDisplays()),
    nativeTheme.shouldUseDarkColors ? 'dark' : 'light',
  );
  // Electronegativity cannot see into createWindowOptions, so on the next line it flags checks that do not apply:
  // CONTEXT_ISOLATION_JS_CHECK and SANDBOX_JS_CHECK: both are true there (browser-window-options.test.ts);
  // AUXCLICK_JS_CHECK: a middle-click opens a window through setWindowOpenHandler, which denies every one (harden.test.ts).
  mainWindow = new BrowserWindow(windowOptions); /* eng-disable CONTEXT_ISOLATION_JS_CHECK SANDBOX_JS_CHECK AUXCLICK_JS_CHECK */
  windowState.track(mainWindow);
  watchPasteGestures(mainWindow.webContents, services.pasteGrants);
  // A reload forgets the page's subscription: links wait until it asks again.
  mainWindow.webContents.on('did-start-loading', () => services.links.pageLoading());
  links?.deliverTo((url) => void services.links.open(url));
  mainWindow.once('ready-to-show', () => mainWindow?.show());
  mainWindow.on('closed', () => {
    mainWindow = undefined;
  });
  await mainWindow.loadURL(appUrl);
}

app.on('window-all-closed', () => app.quit());
