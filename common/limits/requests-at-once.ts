/**
 * Requests one connection sends at once when it reads several searches together (across
 * locations, a list of numbers, their exports and counts). The contract shows no rate limits, so
 * it is the user's choice per connection (Manage connection → Advanced), and main lowers it for a
 * while when the server says it is overloaded (request-gate.ts).
 *
 * 6 by default: Chromium's network stack, which carries the app's requests, opens at most 6
 * connections to one host over HTTP/1.1, so more would only wait there; a server speaking HTTP/2
 * can take more at once over one connection, hence the higher maximum.
 */
export const DEFAULT_REQUESTS_AT_ONCE = 6;
export const MAX_REQUESTS_AT_ONCE = 16;
