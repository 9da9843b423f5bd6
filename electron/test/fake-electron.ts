import { EventEmitter } from 'node:events';
import { createFakeNet } from './fake-net';

/**
 * Test-only stand-in for the `electron` module, faithful where main.ts depends on it: APIs that
 * Electron refuses before 'ready' (BrowserWindow, session, protocol.handle) throw here too, and
 * privileged schemes can only be registered before it; ipcMain refuses a second handler for a
 * channel and lets the test enumerate every channel registered; creating a window emits
 * 'web-contents-created'; app.quit() emits 'before-quit' then 'will-quit'. Links arrive as Electron
 * hands them: 'open-url' (event, url) whose handler must call preventDefault, any time (before
 * ready too); 'second-instance' (event, argv, workingDirectory, additionalData) only after ready.
 * The OS's default protocol clients are kept as Electron's docs describe them: set records this
 * executable (path = process.execPath and args = [] unless given) when the OS accepts; is answers
 * whether exactly that executable and those arguments hold the scheme; remove takes the scheme
 * back only from them, answering whether it did.
 */
export interface FakeElectronOptions {
  /** What Notification.isSupported() answers (true unless said). */
  notificationsSupported?: boolean;
  isPackaged: boolean;
  userData: string;
  documents?: string;
  /** What requestSingleInstanceLock() answers: false when another instance holds it. */
  gotLock?: boolean;
  saveDialogAnswer?: string | null;
  /** The button the user presses in a message box (index); Cancel of the paste prompt (1) by default. */
  messageBoxAnswer?: number;
  /** What setAsDefaultProtocolClient answers (false: the OS refused, e.g. no xdg-settings on Linux). */
  protocolClientAnswer?: boolean;
}

type PermissionRequestHandler = (contents: unknown, permission: string, callback: (granted: boolean) => void) => void;
type PermissionCheckHandler = (contents: unknown, permission: string) => boolean;
type HeadersListener = (
  details: { url: string; responseHeaders?: Record<string, string[]> },
  callback: (response: { responseHeaders?: Record<string, string[]> }) => void,
) => void;

interface FakeSession {
  permissionRequestHandler?: PermissionRequestHandler;
  permissionCheckHandler?: PermissionCheckHandler;
  headersListener?: HeadersListener;
  setPermissionRequestHandler(handler: PermissionRequestHandler): void;
  setPermissionCheckHandler(handler: PermissionCheckHandler): void;
  webRequest: { onHeadersReceived(listener: HeadersListener): void };
}

type Handler = (event: { senderFrame: { url: string } | null }, input: unknown) => unknown;

class FakeWebContents extends EventEmitter {
  readonly sent: { channel: string; payload: unknown }[] = [];
  windowOpenHandler: ((details: { url: string }) => { action: string }) | undefined;
  destroyed = false;
  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload: structuredClone(payload) });
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  /** The user's click, as Electron reports it to main: a mouse event each way, before the page gets it. */
  userClick(): void {
    for (const type of ['mouseDown', 'mouseUp'] as const) {
      const mouse = { type, button: 'left', x: 10, y: 10, clickCount: 1, modifiers: [] };
      this.emit('before-mouse-event', { preventDefault: () => undefined }, mouse);
      this.emit('input-event', {}, mouse);
    }
  }
  /** The user's key press and release, as Electron reports them to main. */
  userPress(key: string, modifiers: { control?: boolean; meta?: boolean; shift?: boolean } = {}): void {
    for (const [type, inputType] of [
      ['keyDown', 'rawKeyDown'],
      ['keyUp', 'keyUp'],
    ] as const) {
      const input = {
        type,
        key,
        code: '',
        isAutoRepeat: false,
        isComposing: false,
        control: false,
        meta: false,
        shift: false,
        alt: false,
        location: 0,
        modifiers: [],
        ...modifiers,
      };
      this.emit('before-input-event', { preventDefault: () => undefined }, input);
      this.emit('input-event', {}, { type: inputType, keyCode: key, modifiers: [] });
    }
  }
}

/** The fake's process.execPath: the executable a protocol client call names when given none. */
export const FAKE_EXEC_PATH = '/opt/fake-electron/electron';

export function createFakeElectron(options: FakeElectronOptions) {
  let ready = false;
  let resolveReady: () => void = () => undefined;
  const whenReady = new Promise<void>((resolve) => (resolveReady = resolve));
  const paths = new Map([
    ['userData', options.userData],
    ['documents', options.documents ?? options.userData],
  ]);
  const requireReady = (what: string) => {
    if (!ready) throw new Error(`${what} cannot be used before the app is ready.`);
  };
  const log = {
    notifications: [] as { title?: string; body?: string }[],
    quit: 0,
    messageBoxes: [] as { attached: boolean; options: unknown }[],
    errorBoxes: [] as { title: string; content: string }[],
    shownInFolder: [] as string[],
    openedExternally: [] as string[],
    protocolClients: [] as { protocol: string; path?: string; args?: string[] }[],
    protocolClientRemovals: [] as string[],
  };
  // The OS's handler of each scheme: which executable and arguments, as a key.
  const defaultClients = new Map<string, string>();
  const clientKey = (path = FAKE_EXEC_PATH, args: readonly string[] = []) => JSON.stringify([path, args]);

  const app = Object.assign(new EventEmitter(), {
    isPackaged: options.isPackaged,
    whenReady: () => whenReady,
    isReady: () => ready,
    requestSingleInstanceLock: () => options.gotLock ?? true,
    getPath: (name: string) => {
      const path = paths.get(name);
      if (!path) throw new Error(`Failed to get '${name}' path`);
      return path;
    },
    setPath: (name: string, path: string) => void paths.set(name, path),
    // Electron's signature: (protocol, path = process.execPath, args = []), path and args for Windows.
    setAsDefaultProtocolClient: (protocol: string, path?: string, args?: string[]) => {
      log.protocolClients.push({ protocol, ...(path !== undefined && { path }), ...(args !== undefined && { args }) });
      const accepted = options.protocolClientAnswer ?? true;
      if (accepted) defaultClients.set(protocol, clientKey(path, args));
      return accepted;
    },
    isDefaultProtocolClient: (protocol: string, path?: string, args?: string[]) => defaultClients.get(protocol) === clientKey(path, args),
    removeAsDefaultProtocolClient: (protocol: string, path?: string, args?: string[]) => {
      log.protocolClientRemovals.push(protocol);
      return defaultClients.get(protocol) === clientKey(path, args) && defaultClients.delete(protocol);
    },
    getName: () => 'SMS Explorer',
    getVersion: () => '0.0.0-fake',
    quit: () => {
      log.quit += 1;
      app.emit('before-quit', { preventDefault: () => undefined });
      app.emit('will-quit', { preventDefault: () => undefined });
    },
  });

  const windows: FakeBrowserWindow[] = [];
  class FakeBrowserWindow extends EventEmitter {
    readonly webContents = new FakeWebContents();
    loadedUrl: string | undefined;
    minimized = false;
    focused = 0;
    constructor(readonly options: Record<string, unknown>) {
      super();
      requireReady('BrowserWindow');
      windows.push(this);
      app.emit('web-contents-created', {}, this.webContents);
    }
    async loadURL(url: string): Promise<void> {
      this.loadedUrl = url;
    }
    isMinimized = () => this.minimized;
    restore = () => void (this.minimized = false);
    focus = () => void (this.focused += 1);
    show = () => undefined;
    maximize = () => undefined;
    isMaximized = () => false;
    getNormalBounds = () => ({ x: 0, y: 0, width: 1200, height: 800 });
  }

  const handlers = new Map<string, Handler>();
  const ipcMain = Object.assign(new EventEmitter(), {
    handle: (channel: string, handler: Handler) => {
      if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      handlers.set(channel, handler);
    },
    removeHandler: (channel: string) => void handlers.delete(channel),
  });

  const privilegedSchemes: unknown[] = [];
  const protocolHandlers = new Map<string, (request: Request) => Promise<Response>>();
  const protocol = {
    registerSchemesAsPrivileged: (schemes: unknown[]) => {
      if (ready) throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready');
      privilegedSchemes.push(...schemes);
    },
    handle: (scheme: string, handler: (request: Request) => Promise<Response>) => {
      requireReady('protocol.handle');
      if (protocolHandlers.has(scheme)) throw new Error(`Failed to register protocol: ${scheme}`);
      protocolHandlers.set(scheme, handler);
    },
  };

  const defaultSession: FakeSession = {
    setPermissionRequestHandler: (handler) => void (defaultSession.permissionRequestHandler = handler),
    setPermissionCheckHandler: (handler) => void (defaultSession.permissionCheckHandler = handler),
    webRequest: { onHeadersReceived: (listener) => void (defaultSession.headersListener = listener) },
  };
  const session = {
    get defaultSession() {
      requireReady('session');
      return defaultSession;
    },
  };

  const net = createFakeNet();
  let clipboardText = '';
  let menu: unknown;
  // Electron's Notification (main process): new Notification(options) shows nothing until
  // show(); the static isSupported() says whether the system can show any at all.
  class FakeNotification {
    static supported = options.notificationsSupported ?? true;
    static isSupported(): boolean {
      return FakeNotification.supported;
    }
    constructor(private readonly options: { title?: string; body?: string } = {}) {}
    show(): void {
      log.notifications.push({
        ...(this.options.title !== undefined && { title: this.options.title }),
        ...(this.options.body !== undefined && { body: this.options.body }),
      });
    }
  }
  const module = {
    Notification: FakeNotification,
    app,
    BrowserWindow: FakeBrowserWindow,
    ipcMain,
    protocol,
    session,
    net: { fetch: net.fetch },
    safeStorage: {
      isAsyncEncryptionAvailable: async () => true,
      getSelectedStorageBackend: () => 'gnome_libsecret',
      encryptStringAsync: async (plain: string) => Buffer.from(plain, 'utf8').map((byte) => byte ^ 0x5a),
      decryptStringAsync: async (data: Buffer) => ({
        result: Buffer.from(data.map((byte) => byte ^ 0x5a)).toString('utf8'),
        shouldReEncrypt: false,
      }),
    },
    dialog: {
      showErrorBox: (title: string, content: string) => void log.errorBoxes.push({ title, content }),
      showSaveDialog: async () => ({ canceled: options.saveDialogAnswer == null, filePath: options.saveDialogAnswer ?? undefined }),
      // Electron's overloads: (window, options) attaches the box to the window, (options) does not.
      showMessageBox: async (...args: unknown[]) => {
        const [window, boxOptions] = args.length > 1 ? args : [undefined, args[0]];
        log.messageBoxes.push({ attached: window !== undefined, options: boxOptions });
        return { response: options.messageBoxAnswer ?? 1, checkboxChecked: false };
      },
    },
    shell: {
      openExternal: async (url: string) => void log.openedExternally.push(url),
      showItemInFolder: (path: string) => void log.shownInFolder.push(path),
    },
    clipboard: {
      writeText: async (text: string) => void (clipboardText = text),
      readText: async () => clipboardText,
    },
    Menu: {
      buildFromTemplate: (template: unknown[]) => ({ template }),
      setApplicationMenu: (built: unknown) => void (menu = built),
    },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    nativeTheme: { shouldUseDarkColors: false },
  };

  return {
    module,
    log,
    net,
    windows,
    privilegedSchemes,
    protocolHandlers,
    defaultSession,
    menu: () => menu,
    clipboardText: () => clipboardText,
    /** Every channel main listens on: invoke handlers and plain listeners alike. */
    channels: () => [...handlers.keys(), ...ipcMain.eventNames().map(String)],
    /** What ipcRenderer.invoke would do from a frame showing `senderUrl`. */
    invoke: async (channel: string, input: unknown, senderUrl: string) => {
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`No handler registered for '${channel}'`);
      return handler({ senderFrame: { url: senderUrl } }, structuredClone(input));
    },
    /** macOS hands the app a link; true when the app took it (called preventDefault). */
    openUrl: (url: string): boolean => {
      let taken = false;
      app.emit('open-url', { preventDefault: () => void (taken = true) }, url);
      return taken;
    },
    /** Another start of the app on Windows or Linux, forwarded by the single-instance lock. */
    secondInstance: (argv: string[], workingDirectory = '/') => {
      if (!ready) throw new Error("Electron emits 'second-instance' only after 'ready'.");
      app.emit('second-instance', { preventDefault: () => undefined }, argv, workingDirectory, {});
    },
    ready: () => {
      ready = true;
      app.emit('ready');
      resolveReady();
    },
  };
}

export type FakeElectron = ReturnType<typeof createFakeElectron>;
