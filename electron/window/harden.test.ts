import type { Session, WebContents } from 'electron';
import { describe, expect, it } from 'vitest';
import { createAppUrlMatcher } from './app-url';
import { CONTENT_SECURITY_POLICY } from './content-security-policy';
import { hardenSession, hardenWebContents } from './harden';

const appUrl = 'http://127.0.0.1:5173/';
const isAppUrl = createAppUrlMatcher(appUrl);

type Listener = (...args: unknown[]) => void;
type HeadersCallback = (response: { cancel?: boolean; responseHeaders?: Record<string, string[]> }) => void;

function fakeSession() {
  const captured: {
    request?: (contents: unknown, permission: string, callback: (granted: boolean) => void, details: unknown) => void;
    check?: (contents: unknown, permission: string, origin: string, details: unknown) => boolean;
    headers?: (details: { url: string; responseHeaders?: Record<string, string[]> }, callback: HeadersCallback) => void;
  } = {};
  const session = {
    setPermissionRequestHandler: (handler: typeof captured.request) => (captured.request = handler),
    setPermissionCheckHandler: (handler: typeof captured.check) => (captured.check = handler),
    webRequest: { onHeadersReceived: (listener: typeof captured.headers) => (captured.headers = listener) },
  };
  return { session: session as unknown as Session, captured };
}

function fakeWebContents() {
  const listeners = new Map<string, Listener[]>();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  const contents = {
    on(name: string, listener: Listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
      return contents;
    },
    setWindowOpenHandler(handler: typeof openHandler) {
      openHandler = handler;
    },
  };
  return {
    contents: contents as unknown as WebContents,
    /** Emits like Electron does and reports whether a listener prevented the default. */
    emit(name: string, url: string): boolean {
      const event = {
        url,
        defaultPrevented: false,
        preventDefault() {
          event.defaultPrevented = true;
        },
      };
      const registered = listeners.get(name) ?? [];
      expect(registered.length).toBeGreaterThan(0);
      for (const listener of registered) listener(event, url);
      return event.defaultPrevented;
    },
    openWindow(url: string) {
      if (!openHandler) throw new Error('no window open handler');
      return openHandler({ url });
    },
  };
}

function harden() {
  const fake = fakeWebContents();
  const opened: string[] = [];
  const logged: string[] = [];
  hardenWebContents(
    fake.contents,
    isAppUrl,
    (url) => void opened.push(url),
    (line) => void logged.push(line),
  );
  return { ...fake, opened, logged };
}

describe('hardenSession', () => {
  it('refuses every permission request and check', () => {
    const { session, captured } = fakeSession();
    hardenSession(session, isAppUrl);
    // Every permission Electron 45 names, and one it does not.
    const permissions = [
      'clipboard-read',
      'clipboard-sanitized-write',
      'display-capture',
      'fullscreen',
      'geolocation',
      'idle-detection',
      'media',
      'mediaKeySystem',
      'midi',
      'midiSysex',
      'notifications',
      'pointerLock',
      'keyboardLock',
      'openExternal',
      'speaker-selection',
      'storage-access',
      'top-level-storage-access',
      'window-management',
      'fileSystem',
      'hid',
      'serial',
      'usb',
      'deprecated-sync-clipboard-read',
      'unknown',
      'made-up',
    ];
    for (const permission of permissions) {
      const answers: boolean[] = [];
      captured.request?.({}, permission, (granted) => answers.push(granted), {});
      expect(answers).toEqual([false]);
      expect(captured.check?.({}, permission, appUrl, {})).toBe(false);
      expect(captured.check?.({}, permission, 'https://evil.test', {})).toBe(false);
    }
  });

  it('adds the CSP to responses of the app, and only of the app', () => {
    const { session, captured } = fakeSession();
    hardenSession(session, isAppUrl);
    const responses: Parameters<HeadersCallback>[0][] = [];
    captured.headers?.({ url: `${appUrl}index.html`, responseHeaders: { 'Content-Type': ['text/html'] } }, (r) => responses.push(r));
    captured.headers?.({ url: 'http://127.0.0.1:40000/analytics/v1/smsMessages:search', responseHeaders: {} }, (r) => responses.push(r));
    expect(responses).toEqual([
      { responseHeaders: { 'Content-Type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } },
      {},
    ]);
  });

  it('uses the policy it is given', () => {
    const { session, captured } = fakeSession();
    hardenSession(session, isAppUrl, "default-src 'self'");
    const responses: Parameters<HeadersCallback>[0][] = [];
    captured.headers?.({ url: appUrl }, (r) => responses.push(r));
    expect(responses[0]?.responseHeaders?.['Content-Security-Policy']).toEqual(["default-src 'self'"]);
  });
});

describe('hardenWebContents', () => {
  it('lets the app navigate within itself', () => {
    const { emit, opened } = harden();
    expect(emit('will-navigate', `${appUrl}index.html#/messages`)).toBe(false);
    expect(emit('will-redirect', `${appUrl}index.html`)).toBe(false);
    expect(opened).toEqual([]);
  });

  const lookAlikes = [
    'https://evil.test/',
    'http://127.0.0.1.evil.test:5173/',
    'http://127.0.0.1.evil.test/',
    'https://127.0.0.1.evil.test/',
    'http://127.0.0.1:5173@evil.test/',
    'http://evil.test@127.0.0.1:5173/',
    'http://user:pass@127.0.0.1:5173/',
    'http://127.0.0.1:5173.evil.test/',
    'http://localhost:5173/',
    'https://127.0.0.1:5173/',
    'http://127.0.0.1:5174/',
    'http://evil.test/?http://127.0.0.1:5173/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'about:blank',
    'chrome://settings',
    'devtools://devtools/',
  ];

  it.each(lookAlikes)('prevents navigating to %s', (url) => {
    const { emit } = harden();
    expect(emit('will-navigate', url)).toBe(true);
    expect(emit('will-redirect', url)).toBe(true);
  });

  it('opens only https links in the browser, and logs without the query string', () => {
    const { emit, opened, logged } = harden();
    emit('will-navigate', 'https://docs.example.test/help?session=secret');
    emit('will-navigate', 'http://plain.example.test/');
    emit('will-redirect', 'https://redirected.example.test/');
    expect(opened).toEqual(['https://docs.example.test/help?session=secret']);
    expect(logged.join('\n')).not.toContain('secret');
    expect(logged).toContain('Blocked navigation to http://plain.example.test/.');
  });

  it('never opens a new window', () => {
    const { openWindow, opened } = harden();
    expect(openWindow('https://example.test/page')).toEqual({ action: 'deny' });
    expect(openWindow('http://example.test/page')).toEqual({ action: 'deny' });
    expect(openWindow(`${appUrl}index.html`)).toEqual({ action: 'deny' });
    expect(openWindow('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://example.test/page']);
  });

  it('never opens a new window for a look-alike either, and sends only https ones to the browser', () => {
    const { openWindow, opened } = harden();
    for (const url of lookAlikes) expect(openWindow(url), url).toEqual({ action: 'deny' });
    expect(opened).toEqual(lookAlikes.filter((url) => url.startsWith('https:')));
  });

  it('for the packaged app (app://), allows moving within its origin only', () => {
    const packaged = 'app://sms-explorer/index.html';
    const fake = fakeWebContents();
    hardenWebContents(fake.contents, createAppUrlMatcher(packaged));
    expect(fake.emit('will-navigate', `${packaged}#/messages`)).toBe(false);
    for (const url of [
      'app://sms-explorer.evil/index.html',
      'app://other/index.html',
      'file:///opt/SMS%20Explorer/resources/app/dist/renderer/index.html',
      'file:///etc/passwd',
    ]) {
      expect(fake.emit('will-navigate', url), url).toBe(true);
      expect(fake.emit('will-redirect', url), url).toBe(true);
    }
  });

  it('refuses <webview>', () => {
    const { emit } = harden();
    expect(emit('will-attach-webview', 'https://example.test/')).toBe(true);
  });

  it('works without openExternal: https links are blocked too', () => {
    const fake = fakeWebContents();
    hardenWebContents(fake.contents, isAppUrl);
    expect(fake.emit('will-navigate', 'https://example.test/')).toBe(true);
    expect(fake.openWindow('https://example.test/')).toEqual({ action: 'deny' });
  });
});
