/**
 * Test double of Electron's `net.fetch`, built on Node's fetch but answering as Electron's does
 * (read from lib/browser/api/net-fetch.ts and lib/common/api/net-client-request.ts):
 * - `redirect: 'manual'`: the ClientRequest emits 'redirect', nobody follows it, and the promise
 *   rejects with `Error('Redirect was cancelled')` instead of resolving with the redirect;
 * - a network failure rejects with `Error('net::ERR_…')`, a Chromium error name and no code;
 * - credentials 'same-origin' without an origin become 'include': the session's cookie jar is
 *   sent and every Set-Cookie is stored in it (the default session is shared by the whole app).
 */
export interface FakeNet {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  /** The default session's cookies, name=value, as net.fetch would have stored them. */
  readonly cookies: Map<string, string>;
  /** Every URL fetched, oldest first. */
  readonly requests: string[];
}

/** The few Node codes the tests provoke, named as Chromium names them. */
const CHROMIUM_NAME_OF: Record<string, string> = {
  ECONNREFUSED: 'ERR_CONNECTION_REFUSED',
  ECONNRESET: 'ERR_CONNECTION_RESET',
  ENOTFOUND: 'ERR_NAME_NOT_RESOLVED',
  UND_ERR_SOCKET: 'ERR_CONNECTION_CLOSED',
};

export function createFakeNet(): FakeNet {
  const cookies = new Map<string, string>();
  const requests: string[] = [];
  return {
    cookies,
    requests,
    fetch: async (input, init = {}) => {
      requests.push(input);
      const request = new Request(input, init);
      const include = request.credentials !== 'omit';
      const headers = new Headers(request.headers);
      if (include && cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      let response: Response;
      try {
        response = await fetch(input, { ...init, headers, redirect: 'manual' });
      } catch (error) {
        if (init.signal?.aborted) throw error;
        const code = (error as { cause?: { code?: string } }).cause?.code ?? '';
        // Electron's error carries the Chromium name only, no cause: so does this one.
        // eslint-disable-next-line preserve-caught-error
        throw new Error(`net::${CHROMIUM_NAME_OF[code] ?? 'ERR_FAILED'}`);
      }
      if (include) {
        for (const line of response.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
        }
      }
      if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
        await response.body?.cancel();
        if (request.redirect === 'manual') throw new Error('Redirect was cancelled');
        if (request.redirect === 'error') throw new Error("Attempted to redirect, but redirect policy was 'error'");
        return fetch(new URL(response.headers.get('location')!, input), init);
      }
      return response;
    },
  };
}
