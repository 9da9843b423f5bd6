/**
 * Validation of a successful search response. The contract fixes only the envelope: one array of
 * results (its member name differs per endpoint), and optional opaque next/previous page tokens.
 * Anything else is a malformed_response whose message says what was wrong, so a support agent
 * can report it. A body that is not JSON (cut off or garbled) is a TransientBodyFailure: a
 * gateway that truncated one answer may well send the next one whole, so it is retried.
 */
import type { ExplorerError, SearchPage } from '../../common/ipc/contract';
import { ExplorerFailure } from '../../common/errors/failure';
import type { Scrub, Scrubs } from '../../common/records/deep-json';
import { capDepth } from '../../common/records/deep-json';
import { MAX_PAGE_TOKEN_CHARS } from '../../common/limits/page-token-limit';
import { tidyServerText } from './error-body';

export const PREFERRED_LIST_MEMBER = 'smsMessages';

export class TransientBodyFailure extends ExplorerFailure {}

export type PageEnvelope = Pick<SearchPage, 'items' | 'nextPageToken' | 'previousPageToken' | 'listMember' | 'refusedNextPageToken'>;

/** What is kept of each result (lean-page.ts keeps it as parsed, for a caller that lets none of it out). */
export type ItemReader = (item: Record<string, unknown>, scrub: Scrub | Scrubs) => Record<string, unknown>;

/** Every string scrubbed, and deeper levels made JSON text here, once, so no later walk (IPC included) meets them. */
const keepScrubbed: ItemReader = (item, scrub) => capDepth(item, scrub);

/**
 * A missing Content-Type is tolerated (the body is still parsed); a non-JSON one is not.
 * `scrub` (the token redactor) is applied to every string parsing decodes, keys and page tokens
 * included: redacting the raw text alone misses a token the JSON writes with escapes. Given as
 * Scrubs (TokenRedactor.redactJson), `strings` scrubs what JSON.parse decoded and `text` the JSON
 * the depth cap writes.
 */
export function parseSearchResponse(
  contentType: string | null,
  text: string,
  scrub: Scrub | Scrubs,
  readItem: ItemReader = keepScrubbed,
): PageEnvelope {
  if (contentType !== null && !isJsonMediaType(contentType)) {
    throw malformed(
      `The server answered with ${tidyServerText(contentType, 100)} instead of JSON${describeStart(text)}. Check that the base URL points at the API, not at a web page or a proxy.`,
    );
  }
  if (text.trim() === '') throw malformed('The server answered with an empty body instead of a page of results.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? ` (${error.message.slice(0, 120)})` : '';
    throw new TransientBodyFailure({
      kind: 'malformed_response',
      message: `The server's answer is not valid JSON${reason}; it may have been cut off. Try again; if it keeps happening, the server is at fault.`,
    });
  }
  return readEnvelope(parsed, scrub, readItem);
}

function readEnvelope(parsed: unknown, scrubs: Scrub | Scrubs, readItem: ItemReader): PageEnvelope {
  const scrub = typeof scrubs === 'function' ? scrubs : (scrubs.strings ?? keep);
  if (!isPlainObject(parsed)) {
    throw malformed(`The server's answer is JSON ${describeType(parsed)}, not an object with a list of results.`);
  }
  const listMember = findListMember(parsed, scrub);
  const list = parsed[listMember] as unknown[];
  list.forEach((item, index) => {
    if (!isPlainObject(item)) {
      throw malformed(`Result ${index + 1} of "${listMember}" is ${describeType(item)}, not an object.`);
    }
  });
  // A token past the bound is not kept (nor scrubbed: it is dropped whole). The page's rows are;
  // the walk stops at a refused next token and says why (common/paging/page-walk.ts). Without its
  // previous token a page is only never dropped and fetched back.
  const refusedNext = overlongToken(parsed, 'next_page_token');
  return {
    items: list.map((item) => readItem(item as Record<string, unknown>, scrubs)),
    listMember: scrub(listMember),
    nextPageToken: refusedNext === undefined ? readToken(parsed, 'next_page_token', scrub) : null,
    previousPageToken: overlongToken(parsed, 'previous_page_token') === undefined ? readToken(parsed, 'previous_page_token', scrub) : null,
    ...(refusedNext !== undefined && { refusedNextPageToken: refusedNext }),
  };
}

/** The length of a page token longer than MAX_PAGE_TOKEN_CHARS, else undefined. */
function overlongToken(body: Record<string, unknown>, name: string): number | undefined {
  const value = body[name];
  return typeof value === 'string' && value.length > MAX_PAGE_TOKEN_CHARS ? value.length : undefined;
}

const keep: Scrub = (text) => text;

function findListMember(body: Record<string, unknown>, scrub: Scrub): string {
  if (Array.isArray(body[PREFERRED_LIST_MEMBER])) return PREFERRED_LIST_MEMBER;
  const arrays = Object.keys(body).filter((key) => Array.isArray(body[key]));
  if (arrays.length === 1) return arrays[0] as string;
  if (arrays.length === 0) {
    const members = Object.keys(body)
      .slice(0, 10)
      .map((key) => `"${tidyServerText(scrub(key), 40)}"`)
      .join(', ');
    throw malformed(`The server's answer has no list of results (expected "${PREFERRED_LIST_MEMBER}"; members: ${members || 'none'}).`);
  }
  const names = arrays
    .slice(0, 10)
    .map((key) => `"${tidyServerText(scrub(key), 40)}"`)
    .join(', ');
  throw malformed(
    `The server's answer has several lists (${names}) and none is "${PREFERRED_LIST_MEMBER}", so the results cannot be told apart.`,
  );
}

/** Absent, null or '' all mean "no such page" (contract: empty next_page_token = the end). */
function readToken(body: Record<string, unknown>, name: string, scrub: Scrub): string | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') {
    throw malformed(`The server's ${name} is ${describeType(value)}, not a string.`);
  }
  return scrub(value);
}

function isJsonMediaType(contentType: string): boolean {
  return /^\s*application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType);
}

function describeStart(text: string): string {
  const start = tidyServerText(text, 60);
  return start ? ` (it starts with "${start}")` : '';
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function malformed(message: string): ExplorerFailure {
  const error: ExplorerError = { kind: 'malformed_response', message };
  return new ExplorerFailure(error);
}
