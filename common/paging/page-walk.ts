// The rules of one walk through the pages of a search, shared by the grid (renderer) and
// "export all" (main) so both behave the same against a server that differs from the demo.
// Browser-safe: no Node imports.
import type { ExplorerError, PageTokenRejection, SearchPage } from '../ipc/contract';
import type { FingerprintSet } from './fingerprint-set';
import { createFingerprintSet } from './fingerprint-set';
import { itemIdentity } from './item-identity';
import { MAX_PAGE_TOKEN_CHARS } from '../limits/page-token-limit';
import type { IdleRun, NoProgressRule } from './no-progress';
import { noProgressError, noProgressReached } from './no-progress';

export const DEFAULT_MAX_RESTARTS = 3;

export type WalkKept = 'shown' | 'written' | 'counted';

export interface PageWalkOptions {
  /** Restarts survived; one more stops the walk. */
  maxRestarts: number;
  /** Pages read at most (export all); the walk stops with a clear message past it. */
  maxPages?: number;
  /** What the rows become: "shown" in the grid, "written" by an export, "counted" by Count all. Used in messages. */
  kept: WalkKept;
  /** Fingerprints of the items handed out (shared with the caller for its memory budget). */
  seen?: FingerprintSet;
  /** When pages without a new row make the walk pause (screens) or stop (jobs): no-progress.ts. */
  noProgress: NoProgressRule;
}

export interface WalkStep {
  /** The page's items not handed out before (all of them until the first restart). */
  items: Record<string, unknown>[];
  /** One line for the user when this page restarted the walk. */
  restartNotice?: string;
  /** Restarts so far, this page's included. */
  restarts: number;
  /** Set when the walk must not go on: no further page may be requested. */
  stop?: ExplorerError;
  /** Set when the next page may be asked for only once the user says so (no new row for a while). */
  pause?: ExplorerError;
  /**
   * Where the walk goes on: the page's next token, or null at the end and where the walk stops.
   * Every walk (screens, jobs, the streams of a merged search, Follow) follows this, not the page.
   */
  next: string | null;
}

export type WalkPage = Pick<SearchPage, 'items' | 'nextPageToken' | 'restartedAfter' | 'refusedNextPageToken'>;

export interface PageWalk {
  /** Takes the next page (in order, forward) and says what to keep and whether to go on. */
  accept(page: WalkPage): WalkStep;
  readonly pages: number;
  readonly restarts: number;
  readonly emptyPages: number;
}

/**
 * - A page marked restartedAfter (electron/api-client/all-pages.ts) starts the walk over: from then on, items seen
 *   before are skipped (by id, else content; 64-bit fingerprints), so nothing is kept twice. Until
 *   the first restart only a page that starts with an item seen before is filtered (a server
 *   replaying its rows under fresh tokens); the others' items are recorded, so a fingerprint
 *   collision cannot drop one there.
 * - A next_page_token already given in this pass means the server is looping: the walk stops
 *   after this page rather than fetching, showing or writing the same pages again.
 * - Empty pages are normal (the contract allows them before the end), but a run of pages that
 *   add no new row (empty, or only rows handed out before, past the pages a restart re-reads)
 *   pauses or stops the walk, whatever tokens they carry (no-progress.ts).
 */
export function createPageWalk(options: PageWalkOptions): PageWalk {
  const seen = options.seen ?? createFingerprintSet();
  let tokens = createFingerprintSet();
  let pages = 0;
  let restarts = 0;
  let emptyPages = 0;
  let idle: IdleRun = { empty: 0, repeated: 0 };
  // After a restart the server owes back the pages already read: that many pages of rows handed
  // out before are expected, not a stall (the longest pass so far; pages of this pass).
  let replay = 0;
  let pass = 0;

  function accept(page: WalkPage): WalkStep {
    const step = judge(page);
    return { ...step, next: step.stop ? null : page.nextPageToken };
  }

  function judge(page: WalkPage): Omit<WalkStep, 'next'> {
    let restartNotice: string | undefined;
    if (page.restartedAfter) {
      restarts += 1;
      tokens = createFingerprintSet();
      replay = Math.max(replay, pass);
      pass = 0;
      if (restarts > options.maxRestarts)
        return { items: [], restarts, stop: tooManyRestarts(restarts - 1, page.restartedAfter, options.kept) };
      restartNotice = noticeOf(page.restartedAfter, options.kept);
    }
    pages += 1;
    pass += 1;
    const empty = page.items.length === 0;
    if (empty) emptyPages += 1;
    const items = restarts > 0 ? onlyNew(seen, page.items) : newUnlessReplayed(seen, page.items);
    if (items.length > 0) idle = { empty: 0, repeated: 0 };
    else if (empty) idle = { ...idle, empty: idle.empty + 1 };
    else if (pass > replay) idle = { ...idle, repeated: idle.repeated + 1 };
    const step: Omit<WalkStep, 'next'> = { items, restarts, ...(restartNotice !== undefined && { restartNotice }) };
    if (page.refusedNextPageToken !== undefined) return { ...step, stop: tokenTooLong(page.refusedNextPageToken, options.kept) };
    const next = page.nextPageToken;
    if (next === null) return step;
    if (!tokens.addIfNew(next)) return { ...step, stop: serverLoop(pages, options.kept) };
    if (options.maxPages !== undefined && pages >= options.maxPages) return { ...step, stop: pageCap(options.maxPages, options.kept) };
    if (noProgressReached(idle, options.noProgress)) {
      const stall = noProgressError(idle, options.noProgress, options.kept);
      return options.noProgress.on === 'stop' ? { ...step, stop: stall } : { ...step, pause: stall };
    }
    return step;
  }

  return {
    accept,
    get pages() {
      return pages;
    },
    get restarts() {
      return restarts;
    },
    get emptyPages() {
      return emptyPages;
    },
  };
}

function onlyNew(seen: FingerprintSet, items: Record<string, unknown>[]): Record<string, unknown>[] {
  return items.filter((item) => seen.addIfNew(itemIdentity(item)));
}

/**
 * Until the first restart a page's first item is looked up, the others only recorded (one lookup
 * a page, not one a row: fingerprint-set.ts). A page that starts with a row already handed out
 * is a server sending back what it sent (the same rows with a fresh token): its items are
 * filtered like a restart's, so nothing is kept twice and a page of them adds no new row.
 */
function newUnlessReplayed(seen: FingerprintSet, items: Record<string, unknown>[]): Record<string, unknown>[] {
  const [first, ...rest] = items;
  if (first === undefined) return items;
  if (!seen.addIfNew(itemIdentity(first))) return onlyNew(seen, rest);
  for (const item of rest) seen.record(itemIdentity(item));
  return items;
}

/** 'The server rejected the page token ("Invalid page token"); results restarted from the first page — rows already shown were kept.' */
export function noticeOf(rejection: PageTokenRejection, kept: WalkKept): string {
  return `${rejectionOf(rejection)}; results restarted from the first page — rows already ${kept} were kept and are not repeated.`;
}

function rejectionOf(rejection: PageTokenRejection): string {
  const status = rejection.status !== undefined ? ` (HTTP ${rejection.status})` : '';
  const said = rejection.serverMessage ? `: "${rejection.serverMessage}"` : '';
  return `The server rejected the page token${status}${said}`;
}

function tooManyRestarts(restarts: number, rejection: PageTokenRejection, kept: WalkKept): ExplorerError {
  return {
    kind: 'page_token_expired',
    walkStop: 'too_many_restarts',
    ...(rejection.status !== undefined && { status: rejection.status }),
    ...(rejection.serverMessage !== undefined && { serverMessage: rejection.serverMessage }),
    message:
      `${rejectionOf(rejection)} again, after the results had already restarted from the first page ${restarts === 1 ? 'once' : `${restarts} times`}. ` +
      `The app stopped here rather than loop; the rows already ${kept} are kept. Its page tokens may expire faster than pages are read: ` +
      'try again with a larger page size, or later.',
  };
}

function serverLoop(pages: number, kept: WalkKept): ExplorerError {
  return {
    kind: 'server',
    walkStop: 'server_loop',
    message:
      `The server sent a next_page_token it had already sent in this walk (after page ${pages}), so following it would repeat pages. ` +
      `Stopped there: the rows already ${kept} are each kept once. This is a fault of the server; report it to the service operator.`,
  };
}

function tokenTooLong(length: number, kept: WalkKept): ExplorerError {
  return {
    kind: 'malformed_response',
    walkStop: 'page_token_too_long',
    message:
      `The server sent a next_page_token of ${length.toLocaleString('en-US')} characters, longer than the ${MAX_PAGE_TOKEN_CHARS.toLocaleString('en-US')} a page token may have, ` +
      `so the app did not keep it or send it back. Stopped there: the rows already ${kept} are kept. This is a fault of the server; report it to the service operator.`,
  };
}

function pageCap(maxPages: number, kept: WalkKept): ExplorerError {
  return {
    kind: 'server',
    walkStop: 'page_cap',
    message:
      `Stopped after ${maxPages.toLocaleString('en-US')} pages, the most one export reads; the rows already ${kept} are kept. ` +
      'If the search really has more, narrow it with filters (for example a time range) and export each part.',
  };
}

/**
 * A page fetched back toward the start (pages dropped and read again with previous tokens) came
 * back as the first page: its token was rejected, and the first page cannot stand before the rows
 * shown, so only starting again helps.
 */
export function earlierPagesLost(rejection: PageTokenRejection): ExplorerError {
  return {
    kind: 'page_token_expired',
    message:
      `The server rejected the page token of the earlier pages${rejection.serverMessage ? ` ("${rejection.serverMessage}")` : ''}, so they cannot be loaded again. ` +
      'Start again from the first page to see them.',
  };
}
