// The server a link names: the connection's base URL as an address alone. Links are pasted into
// tickets and chats, so what a base URL may hold besides its address (user:password@, a query
// with a key, a fragment) never goes into one; and two computers that wrote the same address with
// or without a trailing slash or in another case of host name name the same server. Browser-safe.

/**
 * The base URL as a link names it: an http(s) URL's origin and path, no trailing slash; any other
 * text (the built-in demo's name) trimmed, as is. '' for an http(s) URL with nothing left.
 */
export function linkServer(baseUrl: string): string {
  const text = baseUrl.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return text;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Whether a link's server is this connection's (both read as linkServer reads them). */
export function sameServer(linked: string | undefined, baseUrl: string): boolean {
  return linked !== undefined && linked !== '' && linkServer(linked) === linkServer(baseUrl);
}
