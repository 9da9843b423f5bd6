// Behaviours a contract-valid server may have that the demo does not show by default, switched on
// by config, so the client is tested against the other side of every point the contract leaves open.
import type { ServerResponse } from 'node:http';
import type { DemoApiConfig } from './config';
import type { EchoForm } from './echo';
import { echoMarker, sendEchoingJson, writeEchoes } from './echo';
import type { ApiError } from './errors';
import { sendJson } from './http-io';
import type { Cursor } from './page-token';

/** The search answer before its member names are chosen. */
export interface RawSearchAnswer {
  items: Record<string, unknown>[];
  nextPageToken: string | null;
  previousPageToken: string | null;
}

/** The wire form: results under the configured member, an extra array beside it, the end as configured. */
export function shapeSearchAnswer(
  config: DemoApiConfig,
  answer: RawSearchAnswer,
  request: { pageToken?: string; authorization?: string },
): Record<string, unknown> {
  const echo = new Set(config.echoAuthorization);
  const auth = request.authorization ?? '';
  const items = echo.size === 0 ? answer.items : answer.items.map((item) => echoInto(item, echo, auth, config.echoForms));
  // A looping server: from the second page on, the next token is the one it was just sent.
  const repeated =
    config.repeatNextToken && request.pageToken !== undefined && answer.nextPageToken !== null ? request.pageToken : answer.nextPageToken;
  const next =
    repeated !== null && echo.has('page-token') ? [repeated, ...config.echoForms.map(echoMarker)].join(ECHO_SEPARATOR) : repeated;
  return {
    [config.resultsMember]: items,
    ...(config.extraArrayMember !== undefined && { [config.extraArrayMember]: [] }),
    ...(next !== null ? { next_page_token: next } : config.endMarker === 'empty' ? { next_page_token: '' } : {}),
    ...(answer.previousPageToken !== null && { previous_page_token: answer.previousPageToken }),
  };
}

/** Page tokens are base64url: the first '.' starts the echoes a 'page-token' echo appends (and ignores when the token comes back). */
const ECHO_SEPARATOR = '.';

/** The page token a client sent, without the echoes the demo appended to it. */
export function withoutEchoes(config: DemoApiConfig, pageToken: string): string {
  return config.echoAuthorization.includes('page-token') ? (pageToken.split(ECHO_SEPARATOR, 1)[0] as string) : pageToken;
}

/** The search answer, with its echo markers written out when the demo echoes. */
export function sendSearchAnswer(
  config: DemoApiConfig,
  response: ServerResponse,
  body: Record<string, unknown>,
  authorization: string | undefined,
): void {
  if (config.echoAuthorization.length === 0) sendJson(response, 200, body);
  else sendEchoingJson(response, 200, body, authorization);
}

function echoInto(item: Record<string, unknown>, echo: Set<string>, auth: string, forms: readonly EchoForm[]): Record<string, unknown> {
  const echoed: Record<string, unknown> = { ...item };
  for (const form of forms) {
    if (echo.has('record')) echoed[form === 'plain' ? 'debug_authorization' : `debug_authorization_${form}`] = echoMarker(form);
    if (echo.has('key')) echoed[`seen:${echoMarker(form)}`] = true;
  }
  if (echo.has('record-base64')) echoed.debug_trace = Buffer.from(`trace;authorization=${auth};end`).toString('base64');
  // Fields the app groups by (the activity chart's series), each form after the value.
  if (echo.has('labels')) for (const field of ['status', 'direction']) echoed[field] = [item[field], ...forms.map(echoMarker)].join(' ');
  return echoed;
}

/**
 * A run of empty pages at the start of every walk: the first page and the next
 * `emptyPagesFirst - 1` are empty, each with a fresh token. Cursor hops of 2 and more count
 * the empty pages served (hops 0 and 1 belong to sparse pages), so tokens stay stateless.
 */
export function emptyRunStep(
  config: DemoApiConfig,
  cursor: Cursor | null,
  start: number,
): { empty: true; next: Cursor } | { empty: false; cursor: Cursor | null } {
  const run = config.emptyPagesFirst;
  if (run === 0) return { empty: false, cursor };
  if (cursor === null)
    return run > 1
      ? { empty: true, next: { direction: 'forward', position: start, hops: 2 } }
      : { empty: true, next: { direction: 'forward', position: start, hops: 1 } };
  if (cursor.direction !== 'forward' || cursor.hops < 2) return { empty: false, cursor };
  const served = cursor.hops - 1;
  if (served < run) return { empty: true, next: { ...cursor, hops: served + 1 < run ? cursor.hops + 1 : 1 } };
  return { empty: false, cursor: { ...cursor, hops: 1 } };
}

/** Sends an error as configured: an expired page token in the configured form, the Authorization header echoed when asked. */
export function sendConfiguredError(
  config: DemoApiConfig,
  response: ServerResponse,
  error: ApiError,
  authorization: string | undefined,
): void {
  const echo =
    config.echoAuthorization.includes('error') && authorization
      ? ` (request had Authorization: ${config.echoForms.map(echoMarker).join(' ')})`
      : '';
  const auth = authorization ?? '';
  if (error.code === 'PAGE_TOKEN_EXPIRED' && config.expiredPageToken) {
    const { status, body } = config.expiredPageToken;
    if (typeof body === 'string') {
      const text = writeEchoes(`${body}${echo}`, auth);
      response.writeHead(status, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(text)),
        'Cache-Control': 'no-store',
      });
      response.end(text);
    } else sendEchoingJson(response, status, echo ? { ...body, detail: echo.trim() } : body, auth);
    return;
  }
  const body = error.toBody();
  if (!echo) sendJson(response, error.status, body, error.headers);
  else sendEchoingJson(response, error.status, { error: { ...body.error, message: `${body.error.message}${echo}` } }, auth, error.headers);
}
