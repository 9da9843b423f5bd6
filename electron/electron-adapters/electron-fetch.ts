/**
 * Turns Electron's `net.fetch` into the fetch the API client is written and tested against
 * (Node's undici in tests and the e2e harness). Three differences, pinned by reading Electron's
 * lib/browser/api/net-fetch.ts and lib/common/api/net-client-request.ts:
 *
 * - With `redirect: 'manual'` the Fetch standard resolves with an opaque-redirect response.
 *   net.fetch instead rejects: its ClientRequest emits 'redirect', nobody calls followRedirect(),
 *   so it dies with `new Error('Redirect was cancelled')` (status and Location are lost). Retrying
 *   that as a network error would be wrong, so it is turned back into the opaque-redirect
 *   response the client already reports as "redirected; not followed".
 * - Network failures reject with `new Error(netErrorString)`, e.g. "net::ERR_CONNECTION_REFUSED",
 *   with no `code`, and a failure while the body streams errors the body the same way. Both are
 *   re-thrown shaped as undici's ("fetch failed" with a cause carrying the matching Node code)
 *   so the same friendly messages apply.
 * - A Request's default credentials mode is 'same-origin'; net.fetch has no origin, so it turns
 *   that into 'include' and sends and stores cookies in the default session. Every call here is
 *   made with `credentials: 'omit'`: the API is authenticated by the token alone.
 */
export type NetFetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Chromium net error names → the Node error codes the client's messages are keyed on. */
const NODE_CODE_OF: Record<string, string> = {
  ERR_CONNECTION_REFUSED: 'ECONNREFUSED',
  ERR_CONNECTION_RESET: 'ECONNRESET',
  ERR_CONNECTION_ABORTED: 'ECONNRESET',
  ERR_CONNECTION_CLOSED: 'UND_ERR_SOCKET',
  ERR_EMPTY_RESPONSE: 'UND_ERR_SOCKET',
  ERR_NAME_NOT_RESOLVED: 'ENOTFOUND',
  ERR_NAME_RESOLUTION_FAILED: 'EAI_AGAIN',
  ERR_CONNECTION_TIMED_OUT: 'ETIMEDOUT',
  ERR_TIMED_OUT: 'ETIMEDOUT',
  ERR_ADDRESS_UNREACHABLE: 'EHOSTUNREACH',
  ERR_INTERNET_DISCONNECTED: 'ENETUNREACH',
  ERR_NETWORK_CHANGED: 'ECONNRESET',
  ERR_CERT_DATE_INVALID: 'CERT_HAS_EXPIRED',
  ERR_CERT_AUTHORITY_INVALID: 'SELF_SIGNED_CERT_IN_CHAIN',
  ERR_CERT_COMMON_NAME_INVALID: 'ERR_TLS_CERT_ALTNAME_INVALID',
};

const NET_ERROR = /^net::(ERR_[A-Z0-9_]+)$/;

/** What the Fetch standard answers for a redirect under `redirect: 'manual'`: status 0, no headers, no body. */
class OpaqueRedirectResponse extends Response {
  override get type(): ResponseType {
    return 'opaqueredirect';
  }

  override get status(): number {
    return 0;
  }
}

export function createElectronFetch(netFetch: NetFetch): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    try {
      return translatingBody(await netFetch(url, { ...init, credentials: 'omit' }));
    } catch (error) {
      if (init?.redirect === 'manual' && error instanceof Error && error.message === 'Redirect was cancelled') {
        return new OpaqueRedirectResponse(null);
      }
      throw translate(error);
    }
  };
}

/** The same response, whose body errors are translated as the request's are. */
function translatingBody(response: Response): Response {
  if (!response.body) return response;
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(translate(error));
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

function translate(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const name = NET_ERROR.exec(error.message)?.[1];
  if (!name) return error;
  // Unknown net errors keep their Chromium name as the code: the client then says "(ERR_…)".
  const cause = Object.assign(new Error(error.message), { code: NODE_CODE_OF[name] ?? name });
  return new TypeError('fetch failed', { cause });
}
