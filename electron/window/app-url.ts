/**
 * A test for "is this URL the app's own page?", used to allow navigation, trust IPC senders and
 * attach the CSP. Built from the URL the window loads (app://sms-explorer/index.html packaged,
 * the Vite dev server in development): the same scheme, host and port, with no user name or
 * password. Both sides are parsed with `new URL`, never compared as string prefixes, so
 * look-alikes such as `http://127.0.0.1:5173.evil.test` or `http://127.0.0.1:5173@evil.test` do
 * not match. Unparseable input is never the app.
 */
export function createAppUrlMatcher(appUrl: string): (url: string) => boolean {
  const app = new URL(appUrl);
  // Every file:// URL shares the empty host, so an origin rule would trust any local file.
  if (app.protocol === 'file:' || app.host === '')
    throw new Error(`The app must be served from an origin with a host, not ${app.protocol}//.`);
  return (url) => {
    const candidate = parse(url);
    return (
      candidate !== null &&
      candidate.protocol === app.protocol &&
      candidate.host === app.host &&
      candidate.username === '' &&
      candidate.password === ''
    );
  };
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
