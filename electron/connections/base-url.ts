import { DEMO_BASE_URL_LABEL } from '../../common/connections/demo-address';
import { fail } from '../../common/errors/failure';

/** Stored instead of an address for the built-in demo API, whose port changes at every start. */
export const DEMO_BASE_URL = 'demo:embedded';

/**
 * What a connection stores for the address typed: the built-in demo API when its name (or its
 * stored form) was chosen, whose port is found at each request; else the checked address.
 */
export function storedBaseUrl(input: string): string {
  const text = input.trim();
  return text === DEMO_BASE_URL_LABEL || text === DEMO_BASE_URL ? DEMO_BASE_URL : normalizeBaseUrl(text);
}

/**
 * The API address a token may be sent to: https anywhere; plain http only to this computer,
 * where nothing travels over a network; no user name, password, query or fragment.
 * Returns it without a trailing slash.
 */
export function normalizeBaseUrl(input: string): string {
  const verdict = checkBaseUrl(input);
  if (typeof verdict === 'string') fail('invalid_request', verdict, { field: 'baseUrl' });
  return verdict.url;
}

export function isAllowedBaseUrl(value: string): boolean {
  const verdict = checkBaseUrl(value);
  return typeof verdict !== 'string' && verdict.url === value;
}

// The input is never echoed whole in a message: it may be a token pasted into the wrong field.
function checkBaseUrl(input: string): { url: string } | string {
  const text = input.trim();
  const example = 'Enter the address of the API, for example https://api.example.com.';
  if (!URL.canParse(text)) return `That is not a web address. ${example}`;
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `Addresses starting with ${url.protocol} are not supported. ${example}`;
  }
  if (!url.hostname) return `The address has no host name. ${example}`;
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    return `Plain http:// would send the token unencrypted to ${url.hostname}. Use https://, or http:// only for this computer (localhost, 127.0.0.1, [::1]).`;
  }
  if (url.username || url.password) {
    return 'Remove the user name and password from the address: the API token is entered separately.';
  }
  if (url.search || url.hash || /[?#]/.test(text)) {
    return 'Remove the query (?…) and fragment (#…) from the address: the app adds what each request needs.';
  }
  return { url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
