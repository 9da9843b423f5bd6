import { fail } from '../../common/errors/failure';

/** The one operation this client calls; kept in one place for the client and "copy as cURL" (the body: client.ts). */
export const SEARCH_PATH = '/analytics/v1/smsMessages:search';

/**
 * The search URL under the connection's base URL. The base URL may carry a path prefix (a
 * gateway mount point), so the operation path is appended to it rather than resolved against it.
 */
export function searchUrl(baseUrl: string): URL {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    fail('invalid_request', `The connection's base URL "${baseUrl.slice(0, 200)}" is not a valid URL. Fix it in the connection settings.`, {
      field: 'baseUrl',
    });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    fail(
      'invalid_request',
      `The connection's base URL must start with https:// or http:// (it starts with ${url.protocol}//). Fix it in the connection settings.`,
      { field: 'baseUrl' },
    );
  }
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${SEARCH_PATH}`;
  url.search = '';
  url.hash = '';
  return url;
}
