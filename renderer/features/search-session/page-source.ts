import type { InfiniteData } from '@tanstack/react-query';
import type { ExplorerError } from '../../../common/ipc/contract';
import type { SessionQueryKey } from '../../api/queries';
import type { RequestActivity } from './request-activity';

/**
 * Where a session's collection resumes, opaque to the session hook: for one stream the server's
 * page token (a PagePlace, common/paging/page-place.ts), for N streams main's cursor, good once
 * (electron/across-locations/session-registry.ts). null asks for the first page.
 */
export type ResumePlace = string;

/** What the session hook reads of any page, whatever its source: where the walk stopped or paused. */
export interface SessionPage {
  /** The walk stopped after this page (a looping server, too many restarts): no next page is asked for. */
  walkStop?: ExplorerError;
  /** The walk read a run of pages without a new row up to this one: no next page is asked for until the user says so. */
  noProgress?: ExplorerError;
  /** The page's 1-based place in the session, where the source numbers its pages. */
  number?: number;
}

export type SessionData<TPage> = InfiniteData<TPage, ResumePlace | null>;

/** One read of a source: where to resume, which way, what cancels it and where its requests are counted. */
export interface PageRead {
  place: ResumePlace | null;
  direction: 'forward' | 'backward';
  signal: AbortSignal;
  activity: RequestActivity;
}

/**
 * A paged collection the one session hook browses (use-session-pages.ts): one stream's pages by
 * their tokens (one-stream-source.ts), or the screens main merges from N streams by its cursor
 * (across-source.ts). The source reads a page and says where the next (and previous) one
 * resumes; everything around paging is the hook's.
 */
export interface PageSource<TPage extends SessionPage> {
  queryKey: SessionQueryKey;
  read: (request: PageRead) => Promise<TPage>;
  /** Where the page after `last` resumes; undefined at the end. */
  nextPlace: (last: TPage) => ResumePlace | undefined;
  /** Where the page before `first` resumes, when the source can page backward. */
  previousPlace?: (first: TPage) => ResumePlace | undefined;
  /** The rows a page holds: loading stops at the row budget when no page can be dropped. */
  rowsOf: (page: TPage) => number;
  /** Pages kept at most (far ones are dropped and read again), when the source can read them again. */
  maxPages?: number | undefined;
}
