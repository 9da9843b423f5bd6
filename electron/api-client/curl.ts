import type { SentRequest } from './client';
import { searchBody } from './client';
import { searchUrl } from './search-endpoint';

/**
 * "Copy as cURL": the exact request the app sends, as a POSIX shell command. The token is never
 * in it: the Authorization header reads $API_TOKEN from the environment (the only double-quoted
 * word, so the shell expands it); everything else is single-quoted, so nothing in the body or
 * the location id is interpreted by the shell.
 */
export function buildCurlCommand(params: SentRequest): string {
  const url = searchUrl(params.baseUrl).toString();
  const body = JSON.stringify(searchBody(params));
  return [
    `curl --request POST ${shellQuote(url)}`,
    `--header "Authorization: Bearer $API_TOKEN"`,
    `--header ${shellQuote(`Location-Id: ${params.locationId}`)}`,
    `--header 'Content-Type: application/json'`,
    `--header 'Accept: application/json'`,
    `--data-raw ${shellQuote(body)}`,
  ].join(' \\\n  ');
}

/** POSIX single quoting: nothing is special inside '…' except ', written as '\''. */
export function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}
