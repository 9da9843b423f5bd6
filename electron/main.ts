import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, Menu, nativeTheme, net, safeStorage, screen, session, shell } from 'electron';
import Store from 'electron-store';
import { createMainServices } from './app/create-main-services';
import { openAppStores } from './app/open-app-stores';
import { createEmbeddedDemoApi } from './demo-api/embedded';
import { createEventEmitter, registerIpc } from './ipc/register';
import { createSafeStorageCipher } from './vault/cipher';
import { createAppUrlMatcher } from './window/app-url';
import { CONTENT_SECURITY_POLICY, DEV_CONTENT_SECURITY_POLICY } from './window/content-security-policy';
import { createWindowOptions } from './window/browser-window-options';
import { hardenSession, hardenWebContents } from './window/harden';
import { buildMenuTemplate } from './window/menu';
import { createWindowStateKeeper } from './window/window-state';

// The only file that wires real Electron objects into the services.

const devServerUrl = process.env.VITE_DEV_SERVER_URL;
const appUrl = devServerUrl ?? pathToFileURL(join(import.meta.dirname, '..', 'dist', 'renderer', 'index.html')).href;
const preloadPath = join(import.meta.dirname, 'preload.cjs');

let mainWindow: BrowserWindow | undefined;

// Lets the Electron e2e spec run against a throwaway profile.
if (process.env.SMS_EXPLORER_USER_DATA) app.setPath('userData', process.env.SMS_EXPLORER_USER_DATA);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
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
  const { settings, secrets, notices: startupNotices } = openAppStores(app.getPath('userData'), (name) => new Store({ name }), now);
  const demoApi = createEmbeddedDemoApi({ latencyMs: 120 });
  app.on('will-quit', () => void demoApi.stop());

  const isAppUrl = createAppUrlMatcher(appUrl);
  // Vite's dev server injects an inline React refresh script; the built app gets the strict policy.
  hardenSession(session.defaultSession, isAppUrl, devServerUrl ? DEV_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY);
  // OPEN_EXTERNAL_JS_CHECK does not apply: hardenWebContents passes only https URLs on (harden.test.ts).
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, isAppUrl, (url) => shell.openExternal(url))); /* eng-disable OPEN_EXTERNAL_JS_CHECK */
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate({
    isMac: process.platform === 'darwin',
    isDev: Boolean(devServerUrl),
    appName: app.getName(),
  })));

  const services = createMainServices({
    appName: 'SMS Explorer',
    appVersion: app.getVersion(),
    settings,
    secrets,
    startupNotices,
    cipher: createSafeStorageCipher(safeStorage, process.platform),
    fetch: (input, init) => net.fetch(input as string, init),
    resolveDemoBaseUrl: () => demoApi.baseUrl(),
    chooseSavePath: async (suggestedName) => {
      const options = { defaultPath: join(app.getPath('documents'), suggestedName), filters: [{ name: 'CSV', extensions: ['csv'] }] };
      const result = mainWindow ? await dialog.showSaveDialog(mainWindow, options) : await dialog.showSaveDialog(options);
      return result.canceled || !result.filePath ? null : result.filePath;
    },
    showItemInFolder: (path) => shell.showItemInFolder(path),
    emit: createEventEmitter(() => mainWindow?.webContents),
    isTrustedSender: isAppUrl,
    onUnexpected: (operation, error) => console.error(`Unexpected error in ${operation}:`, error instanceof Error ? error.name : 'unknown'),
  });
  registerIpc(services.dispatch);
  app.on('before-quit', () => services.requests.cancelAll());

  const windowState = createWindowStateKeeper(settings);
  const windowOptions = createWindowOptions(preloadPath, windowState.restore(screen.getAllDisplays()), nativeTheme.shouldUseDarkColors ? 'dark' : 'light');
  // Electronegativity cannot see into createWindowOptions, so on the next line it flags checks that do not apply:
  // CONTEXT_ISOLATION_JS_CHECK and SANDBOX_JS_CHECK: both are true there (browser-window-options.test.ts);
  // AUXCLICK_JS_CHECK: a middle-click opens a window through setWindowOpenHandler, which denies every one (harden.test.ts).
  mainWindow = new BrowserWindow(windowOptions); /* eng-disable CONTEXT_ISOLATION_JS_CHECK SANDBOX_JS_CHECK AUXCLICK_JS_CHECK */
  windowState.track(mainWindow);
  mainWindow.once('ready-to-show', () => mainWindow?.show());
  mainWindow.on('closed', () => {
    mainWindow = undefined;
  });
  await mainWindow.loadURL(appUrl);
}

app.on('window-all-closed', () => app.quit());
