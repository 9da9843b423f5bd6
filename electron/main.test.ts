import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, APP_URL } from './electron-adapters/app-protocol';
import { events, operations, type Result } from '../common/ipc/contract';
import { LINKS_TURNED_OFF } from '../common/searches/search-link-parse';
import { createFakeElectron, type FakeElectron, type FakeElectronOptions } from './test/fake-electron';
import { makeTempDir, type TempDir } from './test/test-stores';
import { CONTENT_SECURITY_POLICY } from './window/content-security-policy';

// The real electron/main.ts, executed under a fake `electron` module: what it wires, in what order.
// The mocked module is cached across vi.resetModules(), so it forwards to the fake of the current test.
const current = vi.hoisted(() => ({ electron: {} as Record<string, unknown> }));
vi.mock(
  'electron',
  () =>
    new Proxy(
      {},
      {
        get: (_target, key) => current.electron[key as string],
        has: (_target, key) => key in current.electron,
        ownKeys: () => Reflect.ownKeys(current.electron),
        getOwnPropertyDescriptor: (_target, key) => ({ configurable: true, enumerable: true, value: current.electron[key as string] }),
      },
    ),
);

const channels = Object.values(operations).map((operation) => operation.channel);

describe('electron/main.ts', () => {
  let dir: TempDir;
  let fake: FakeElectron;

  beforeEach(async () => {
    dir = await makeTempDir();
    vi.resetModules();
    vi.stubEnv('VITE_DEV_SERVER_URL', '');
    vi.stubEnv('SMS_EXPLORER_USER_DATA', '');
  });
  afterEach(async () => {
    fake?.module.app.emit('will-quit');
    vi.unstubAllEnvs();
    await dir.remove();
  });

  async function loadMain(options: Partial<FakeElectronOptions> = {}): Promise<void> {
    fake = createFakeElectron({ isPackaged: true, userData: dir.path, ...options });
    current.electron = fake.module as unknown as Record<string, unknown>;
    await import('./main');
  }

  async function startApp(options: Partial<FakeElectronOptions> = {}) {
    await loadMain(options);
    fake.ready();
    await expect.poll(() => fake.windows[0]?.loadedUrl).toBeDefined();
    return fake.windows[0]!;
  }

  const call = (name: keyof typeof operations, input: unknown, sender = APP_URL) =>
    fake.invoke(operations[name].channel, input, sender) as Promise<Result<unknown>>;

  it('before ready: takes the single-instance lock and makes app:// a privileged scheme', async () => {
    await loadMain();
    expect(fake.privilegedSchemes).toEqual([APP_SCHEME_PRIVILEGES]);
    expect(fake.windows).toEqual([]);
    expect(fake.channels()).toEqual([]);
  });

  it('opens one sandboxed, isolated window without Node, with the built .cjs preload, on app://', async () => {
    const window = await startApp();
    const prefs = window.options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webviewTag: false, webSecurity: true });
    expect(prefs.preload).toBe(join(import.meta.dirname, 'preload.cjs'));
    expect(window.loadedUrl).toBe(APP_URL);
    expect([...fake.protocolHandlers.keys()]).toEqual([APP_SCHEME]);
    const page = await fake.protocolHandlers.get(APP_SCHEME)!(new Request('app://sms-explorer/../package.json'));
    expect(page.status).toBe(404);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(fake.menu()).toBeDefined();
  });

  it('registers a handler for every contract operation and no other channel (no electron-store listener)', async () => {
    await startApp();
    expect(fake.channels().sort()).toEqual([...channels].sort());
  });

  it('feeds each handler the sender frame URL: the app page is served, any other frame refused', async () => {
    await startApp();
    const state = await call('getState', {});
    expect(state).toMatchObject({ ok: true, value: { appVersion: '0.0.0-fake', weakKeyring: false } });
    for (const sender of ['app://other/index.html', 'https://sms-explorer/index.html', 'file:///index.html']) {
      expect(await call('getState', {}, sender)).toMatchObject({ ok: false, error: { kind: 'invalid_request' } });
    }
  });

  it('hardens the session and every web contents: permissions, navigation, new windows', async () => {
    const window = await startApp();
    const session = fake.defaultSession;
    expect(session.permissionCheckHandler?.({}, 'clipboard-read')).toBe(false);
    let granted: boolean | undefined;
    session.permissionRequestHandler?.({}, 'media', (answer) => (granted = answer));
    expect(granted).toBe(false);
    let headers: Record<string, string[]> | undefined;
    session.headersListener?.({ url: APP_URL, responseHeaders: {} }, (response) => (headers = response.responseHeaders));
    expect(headers?.['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY]);
    expect(window.webContents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    await expect.poll(() => fake.log.openedExternally).toEqual(['https://example.com/']);
    const navigation = { url: 'https://evil.test/', preventDefault: vi.fn() };
    window.webContents.emit('will-navigate', navigation);
    expect(navigation.preventDefault).toHaveBeenCalled();
  });

  it('copies through Electron’s clipboard, and pastes from it only for a paste key or main’s own paste prompt, never after a click or a space', async () => {
    const window = await startApp();
    expect(await call('clipboardWriteText', { text: 'curl …' })).toEqual({ ok: true, value: null });
    expect(fake.clipboardText()).toBe('curl …');
    // The prompt is answered Cancel: a read the user did not ask for gets the reason, and nothing.
    expect(await call('clipboardReadText', {})).toMatchObject({
      ok: false,
      error: { kind: 'invalid_request', message: expect.stringContaining('only when you paste') },
    });
    expect(fake.log.messageBoxes).toEqual([{ attached: true, options: expect.objectContaining({ buttons: ['Paste', 'Cancel'] }) }]);
    window.webContents.userClick();
    window.webContents.userPress(' ');
    window.webContents.userPress('Enter');
    expect((await call('clipboardReadText', {})).ok).toBe(false);
    window.webContents.userPress('v', { control: true });
    expect(await call('clipboardReadText', {})).toEqual({ ok: true, value: 'curl …' });
    expect((await call('clipboardReadText', {})).ok).toBe(false);
    window.webContents.userPress('Insert', { shift: true });
    expect(await call('clipboardReadText', {})).toEqual({ ok: true, value: 'curl …' });
  });

  it('reads the clipboard for the page’s Paste button once the user chooses Paste in main’s prompt', async () => {
    await startApp({ messageBoxAnswer: 0 });
    await call('clipboardWriteText', { text: 'tok-copied' });
    expect(await call('clipboardReadText', {})).toEqual({ ok: true, value: 'tok-copied' });
    expect(fake.log.messageBoxes).toHaveLength(1);
  });

  it('ignores VITE_DEV_SERVER_URL when packaged: the page, the trusted sender and the CSP stay the app’s', async () => {
    vi.stubEnv('VITE_DEV_SERVER_URL', 'http://127.0.0.1:5173/');
    const window = await startApp({ isPackaged: true });
    expect(window.loadedUrl).toBe(APP_URL);
    expect((await call('getState', {}, 'http://127.0.0.1:5173/')).ok).toBe(false);
    let headers: Record<string, string[]> | undefined;
    fake.defaultSession.headersListener?.({ url: APP_URL, responseHeaders: {} }, (response) => (headers = response.responseHeaders));
    expect(headers?.['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY]);
  });

  it('keeps its data in SMS_EXPLORER_USER_DATA when set (the e2e specs’ throwaway profile)', async () => {
    const elsewhere = join(dir.path, 'elsewhere');
    vi.stubEnv('SMS_EXPLORER_USER_DATA', elsewhere);
    await startApp({ isPackaged: true });
    expect(fake.module.app.getPath('userData')).toBe(elsewhere);
    const state = (await call('getState', {})) as Result<{ connections: { id: string; locations: { id: string }[] }[] }>;
    if (!state.ok) throw new Error(state.error.message);
    const [demo] = state.value.connections;
    expect(await call('selectLocation', { connectionId: demo!.id, locationId: demo!.locations[0]!.id })).toEqual({ ok: true, value: null });
    expect(existsSync(join(elsewhere, 'settings.json'))).toBe(true);
  });

  it('uses the dev server only when unpackaged', async () => {
    vi.stubEnv('VITE_DEV_SERVER_URL', 'http://127.0.0.1:5173/');
    const window = await startApp({ isPackaged: false });
    expect(window.loadedUrl).toBe('http://127.0.0.1:5173/');
    expect(fake.protocolHandlers.size).toBe(0);
    expect((await call('getState', {}, 'http://127.0.0.1:5173/')).ok).toBe(true);
  });

  it('quits when another instance holds the lock, and refocuses the first one on a second launch', async () => {
    await loadMain({ gotLock: false });
    expect(fake.log.quit).toBe(1);
    expect(fake.log.protocolClients).toEqual([]);
    vi.resetModules();
    const window = await startApp();
    window.minimized = true;
    fake.secondInstance(['/opt/sms-explorer']);
    expect(window.minimized).toBe(false);
    expect(window.focused).toBe(1);
  });

  it('registers sms-explorer:// and sends each link it is handed to the window, parsed, once the page listens', async () => {
    const link = (status: string) =>
      `sms-explorer://search?v=1&connection=c1&location=loc-1&status=${status}&created_before=2025-11-25T00%3A00%3A00.000Z`;
    await loadMain();
    // macOS hands the link that launched the app before it is ready: held until the page asks.
    expect(fake.openUrl(link('FAILED'))).toBe(true);
    fake.ready();
    await expect.poll(() => fake.windows[0]).toBeDefined();
    const window = fake.windows[0]!;
    expect(fake.log.protocolClients).toEqual([{ protocol: 'sms-explorer' }]);
    window.minimized = true;
    fake.secondInstance(['/opt/sms-explorer', '--flag', 'javascript:alert(1)//sms-explorer://search']);
    fake.secondInstance(['/opt/sms-explorer', link('SENT')]);
    expect(window.minimized).toBe(false);
    const linkOpened = events.linkOpened.channel;
    expect(await call('takeOpenedLinks', {})).toMatchObject({
      ok: true,
      value: [
        { ok: true, link: { filters: { status: 'FAILED' } } },
        { ok: true, link: { filters: { status: 'SENT' } } },
      ],
    });
    expect(window.webContents.sent.filter((sent) => sent.channel === linkOpened)).toEqual([]);
    fake.openUrl('sms-explorer://evil.example.com/?v=1');
    await expect
      .poll(() => window.webContents.sent.filter((sent) => sent.channel === linkOpened))
      .toEqual([
        { channel: linkOpened, payload: { ok: false, message: expect.stringContaining('points somewhere SMS Explorer does not know') } },
      ]);
    // A reload: the page subscribes again, and asks for what came meanwhile.
    window.webContents.emit('did-start-loading');
    fake.openUrl(link('QUEUED'));
    expect(await call('takeOpenedLinks', {})).toMatchObject({ ok: true, value: [{ ok: true, link: { filters: { status: 'QUEUED' } } }] });
  });

  it('links turned off: the scheme is given up and stays so after a restart, a link that still comes is not applied; on again, claimed again', async () => {
    const link = 'sms-explorer://search?v=1&connection=c1&location=loc-1&created_before=2025-11-25T00%3A00%3A00.000Z';
    await startApp();
    expect(fake.module.app.isDefaultProtocolClient('sms-explorer')).toBe(true);
    expect(await call('setLinkSetting', { openLinks: false })).toEqual({ ok: true, value: { openLinks: false } });
    expect(fake.module.app.isDefaultProtocolClient('sms-explorer')).toBe(false);

    fake.module.app.emit('will-quit');
    vi.resetModules();
    await loadMain();
    // The packaged app's protocol entry may still hand it one.
    fake.openUrl(link);
    fake.ready();
    await expect.poll(() => fake.windows[0]?.loadedUrl).toBeDefined();
    expect(fake.log.protocolClients).toEqual([]);
    expect(await call('getLinkSetting', {})).toEqual({ ok: true, value: { openLinks: false } });
    expect(await call('takeOpenedLinks', {})).toEqual({ ok: true, value: [LINKS_TURNED_OFF] });

    expect(await call('setLinkSetting', { openLinks: true })).toEqual({ ok: true, value: { openLinks: true } });
    expect(fake.log.protocolClients).toEqual([{ protocol: 'sms-explorer' }]);
    expect(fake.module.app.isDefaultProtocolClient('sms-explorer')).toBe(true);
  });

  it('on quit cancels the requests in flight and stops the demo API', async () => {
    await startApp();
    const state = (await call('getState', {})) as Result<{ connections: { id: string; isDemo: boolean; locations: { id: string }[] }[] }>;
    if (!state.ok) throw new Error(state.error.message);
    const demo = state.value.connections.find((connection) => connection.isDemo)!;
    const search = { requestId: 'r1', connectionId: demo.id, locationId: demo.locations[0]!.id, body: {}, pageSize: 10 };
    const first = await call('searchMessages', search);
    expect(first.ok).toBe(true);
    const demoOrigin = new URL(fake.net.requests[0]!).origin;
    const inFlight = call('searchMessages', { ...search, requestId: 'r2' });
    await expect.poll(() => fake.net.requests).toHaveLength(2);
    fake.module.app.quit();
    expect(await inFlight).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    await expect
      .poll(() =>
        fetch(demoOrigin).then(
          () => 'listening',
          () => 'stopped',
        ),
      )
      .toBe('stopped');
  });

  it('quits when the last window closes', async () => {
    await startApp();
    fake.module.app.emit('window-all-closed');
    expect(fake.log.quit).toBe(1);
  });

  it('says why it could not start, then quits', async () => {
    const notADirectory = join(dir.path, 'file');
    await writeFile(notADirectory, 'x');
    await loadMain({ userData: notADirectory });
    fake.ready();
    await expect.poll(() => fake.log.errorBoxes).toHaveLength(1);
    expect(fake.log.errorBoxes[0]?.title).toBe('SMS Explorer could not start');
    expect(fake.log.errorBoxes[0]?.content).not.toBe('');
    expect(fake.log.quit).toBe(1);
    expect(fake.windows).toEqual([]);
  });
});
