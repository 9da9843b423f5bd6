import type { Session, WebContents } from 'electron';
import { CONTENT_SECURITY_POLICY, withCspHeader } from './content-security-policy';

export type IsAppUrl = (url: string) => boolean;

/**
 * The app needs no browser permission (camera, notifications, geolocation...), so every request
 * and every check is refused, and the app's own responses carry the CSP header.
 * `policy` is the production CSP unless the caller serves the renderer from the dev server.
 */
export function hardenSession(session: Session, isAppUrl: IsAppUrl, policy: string = CONTENT_SECURITY_POLICY): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.webRequest.onHeadersReceived((details, callback) => {
    if (!isAppUrl(details.url)) {
      callback({});
      return;
    }
    callback({ responseHeaders: withCspHeader(details.responseHeaders, policy) });
  });
}

/**
 * The window may only ever show the app: navigations and redirects elsewhere are stopped, new
 * windows are never created, and <webview> is refused even if something managed to create one.
 * A link the user follows goes to `openExternal` (shell.openExternal in the app) instead, and
 * only when it is https; everything blocked or opened is logged (origin and path only).
 */
export function hardenWebContents(
  contents: WebContents,
  isAppUrl: IsAppUrl,
  openExternal?: (url: string) => void | Promise<void>,
  log: (message: string) => void = () => {},
): void {
  const openOutside = (url: string, reason: string): void => {
    if (openExternal && isHttps(url)) {
      log(`Opening ${describe(url)} in the browser (${reason}).`);
      void Promise.resolve(openExternal(url)).catch(() => log(`Could not open ${describe(url)} in the browser.`));
    } else {
      log(`Blocked ${reason} to ${describe(url)}.`);
    }
  };

  contents.on('will-navigate', (event) => {
    if (isAppUrl(event.url)) return;
    event.preventDefault();
    openOutside(event.url, 'navigation');
  });
  contents.on('will-redirect', (event) => {
    if (isAppUrl(event.url)) return;
    event.preventDefault();
    log(`Blocked redirect to ${describe(event.url)}.`);
  });
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url, 'new window');
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log('Blocked a <webview>.');
  });
}

function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Origin and path only: a query string could carry something private and does not help a log. */
function describe(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? `a ${parsed.protocol} URL` : `${parsed.origin}${parsed.pathname}`;
  } catch {
    return 'an invalid URL';
  }
}
