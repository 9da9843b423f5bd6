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
 * nothing but empty pages with fresh tokens would otherwise be fetched from without end. The grid
 * asks once EMPTY_PAGES_BEFORE_ASKING empty pages came in a row, counting only pages after the
 * one where the user last said to go on (`continuedAfterPage`, an absolute page number).
 */
export function emptyPagesPause(pages: readonly LoadedPage[] | undefined, continuedAfterPage: number | null): EmptyPagesPause {
  const last = pages?.at(-1);
  const run = last?.emptyRun ?? 0;
  const sinceContinue = last && continuedAfterPage !== null ? last.number - continuedAfterPage : run;
  return { run, paused: last?.nextPageToken != null && Math.min(run, sinceContinue) >= EMPTY_PAGES_BEFORE_ASKING };
}
