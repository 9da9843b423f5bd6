import { kindTitle } from '../../../common/errors/error-table';
import type { ExplorerError } from '../../../common/ipc/contract';
import { restartsTheWalk } from '../../../common/paging/page-token-rejection';

export interface PageFailureInput {
  error: ExplorerError | null;
  /** The query already has rows: the failure is of a later (or earlier) page, shown in the loader row. */
  hasRows: boolean;
  nextPageFailed: boolean;
  previousPageFailed: boolean;
  /** The number of the page that was asked for next (one past the last loaded). */
  nextPageNumber: number;
  walkStop: ExplorerError | null;
}

export interface PageFailure {
  text: string;
  /** Whether the button starts again from the first page rather than retrying the page. */
  restart: boolean;
}

/**
 * A page that failed after rows were shown, said in the status bar too: its alert sits under the
 * last row, often out of view, while the count beside it looks like a finished search.
 */
export function pageFailureOf(input: PageFailureInput): PageFailure | null {
  if (!input.hasRows) return null;
  if (input.error && (input.nextPageFailed || input.previousPageFailed)) {
    const which = input.nextPageFailed ? `Page ${input.nextPageNumber}` : 'An earlier page';
    return { text: `${which} failed to load: ${kindTitle(input.error)}`, restart: restartsTheWalk(input.error) };
  }
  if (input.walkStop) return { text: `Loading stopped: ${input.walkStop.message}`, restart: true };
  return null;
}
