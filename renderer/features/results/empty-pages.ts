import type { LoadedPage } from './loaded-page';

/** The grid stops fetching on its own after this many empty pages in a row, and asks. */
export const EMPTY_PAGES_BEFORE_ASKING = 10;

export interface EmptyPagesPause {
  /** Empty pages in a row at the end of what is loaded. */
  run: number;
  /** Auto-fetching waits for the user ("keep looking?"). */
  paused: boolean;
}

/**
 * The contract allows empty pages before the end, so they are followed, but a server that sends
 * nothing but empty pages with fresh tokens would otherwise be fetched from without end. After
 * `allowance` empty pages the user already agreed to, the next EMPTY_PAGES_BEFORE_ASKING are fetched on their own.
 */
export function emptyPagesPause(pages: readonly LoadedPage[] | undefined, allowance: number): EmptyPagesPause {
  const last = pages?.at(-1);
  const run = last?.emptyRun ?? 0;
  return { run, paused: last?.nextPageToken != null && run >= allowance + EMPTY_PAGES_BEFORE_ASKING };
}
