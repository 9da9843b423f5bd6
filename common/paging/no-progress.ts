// The "no progress" rule every walk obeys (grid, conversation, across locations, export, Count
// all): pages that add no new row are counted in a row, whatever their tokens look like, because
// a server can answer with fresh tokens for ever while sending nothing new (empty pages, or rows
// already handed out after a restart). Browser-safe: no Node imports.
import type { ExplorerError } from '../ipc/contract';

/** A screen (grid, conversation, across) pauses after this many pages in a row without a new row, and asks. */
export const SCREEN_PAGES_WITHOUT_PROGRESS = 10;
/**
 * A job (export, Count all) has nobody to ask: it stops after this many. Longer than a screen's,
 * as a job reads on unattended and a filter the server applies after paging can leave long runs empty.
 */
export const JOB_PAGES_WITHOUT_PROGRESS = 200;

/** Pause: the caller waits for the user and may go on; stop: the walk ends here (jobs). */
export type OnNoProgress = 'pause' | 'stop';

export interface NoProgressRule {
  /** Pages in a row without a new row before the walk pauses or stops (again after as many more). */
  pages: number;
  on: OnNoProgress;
}

export const SCREEN_NO_PROGRESS: NoProgressRule = { pages: SCREEN_PAGES_WITHOUT_PROGRESS, on: 'pause' };
export const JOB_NO_PROGRESS: NoProgressRule = { pages: JOB_PAGES_WITHOUT_PROGRESS, on: 'stop' };

/** The pages of the current run without a new row, by why they added none. */
export interface IdleRun {
  /** Pages the server sent empty. */
  empty: number;
  /** Pages of rows all handed out before (after a restart). */
  repeated: number;
}

/**
 * The run has reached the rule's count (or another as many): the walk must not ask on its own.
 * Only while a next page exists: the end of the collection is no stall.
 */
export function noProgressReached(run: IdleRun, rule: NoProgressRule): boolean {
  const pages = run.empty + run.repeated;
  return pages > 0 && pages % rule.pages === 0;
}

/** 'No new row in the last 10 pages: the server sent 4 empty pages and 6 pages of rows already shown, each with a new page token. …' */
export function noProgressError(run: IdleRun, rule: NoProgressRule, kept: string): ExplorerError {
  const sent = [
    ...(run.empty > 0 ? [`${plural(run.empty, 'empty page')}`] : []),
    ...(run.repeated > 0 ? [`${plural(run.repeated, 'page')} of rows already ${kept}`] : []),
  ].join(' and ');
  const what = `No new row in the last ${plural(run.empty + run.repeated, 'page')}: the server sent ${sent}, each with a page token for more.`;
  const next =
    rule.on === 'pause'
      ? ` Paused here rather than ask without end: keep looking to read up to ${plural(rule.pages, 'more page')}, or narrow the search.`
      : ` Stopped here rather than ask without end; the rows already ${kept} are kept. If the search really has rows further on, narrow it (for example a time range) and run it again.`;
  return { kind: 'server', walkStop: 'no_progress', message: `${what}${next}` };
}

function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}

/** A location's walk may be taken up again after this error: a failure, or a pause for no progress (not a stop it made itself). */
export function walkCanGoOn(error: ExplorerError): boolean {
  return error.walkStop === undefined || error.walkStop === 'no_progress';
}
