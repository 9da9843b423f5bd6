import type { ExplorerError, ExportAllOutcome } from '../../../common/ipc/contract';
import { stoppedAtOversizedToken } from '../../../common/paging/page-token-rejection';
import { describeError } from '../errors/describe-error';
import type { ErrorAction } from '../errors/describe-error';
import { describeFileNotes } from './export-file-choice';
import { formatWhole } from '../../ui/whole-number';

export interface ExportEndDescription {
  level: 'success' | 'warning' | 'error';
  headline: string;
  /** Why it stopped, from main's error (failed exports only). */
  detail: string | null;
  /** What became of the file: where it is, or that it is incomplete and where (or that it was deleted). */
  fileNote: string;
  /** The file to show in its folder, if one was kept. */
  path: string | null;
  nextStep: string | null;
  actions: ErrorAction[];
}

const count = (value: number, one: string, many: string) => `${formatWhole(value)} ${value === 1 ? one : many}`;

/** What to tell the user when an "export all" ends, whatever the way it ended. */
export function describeExportEnd(outcome: ExportAllOutcome, source: string): ExportEndDescription {
  const written = `${count(outcome.rows, 'row', 'rows')} (${count(outcome.pages, 'page', 'pages')})`;
  if (outcome.status === 'complete') {
    return {
      level: 'success',
      headline: `Exported all results of ${source}: ${written}.`,
      detail: describeFileNotes(outcome.notes),
      fileNote: 'Saved to',
      path: outcome.path,
      nextStep: null,
      actions: [],
    };
  }

  const kept = outcome.partialPath;
  const fileNote = kept
    ? `The file is incomplete: the ${count(outcome.rows, 'row', 'rows')} written so far are kept, under a name that says so:`
    : outcome.rows > 0
      ? 'The file was incomplete, so it was deleted: nothing was saved.'
      : 'No rows were written, so no file was kept.';

  if (outcome.status === 'cancelled') {
    return {
      level: 'warning',
      headline: `Export of all results of ${source} cancelled after ${written}.`,
      detail: null,
      fileNote,
      path: kept,
      nextStep: 'To get every row, export all results again: it starts from the first page.',
      actions: ['retry'],
    };
  }

  const error = outcome.error ?? { kind: 'io', message: 'The export stopped without saying why.' };
  const { title, detail, actions } = describeError(error);
  return {
    level: 'error',
    headline: `Export of all results of ${source} stopped after ${written}: ${title}.`,
    detail,
    fileNote,
    path: kept,
    nextStep: nextStepFor(error, actions),
    actions,
  };
}

function nextStepFor(error: ExplorerError, actions: ErrorAction[]): string {
  // Walk stops are no fault of the input the message points to: say what does help.
  if (error.walkStop === 'page_cap') {
    return 'Export again with a larger page size, or narrow the search (for example a shorter time range) and export each part.';
  }
  if (error.walkStop === 'server_loop')
    return 'Report the repeated page token to the service operator: exporting again stops at the same page until the server is fixed.';
  if (error.walkStop === 'no_progress')
    return 'Narrow the search (for example a shorter time range) and export again; if the server still sends no new rows, report it to the service operator.';
  if (stoppedAtOversizedToken(error))
    return 'Report the oversized page token to the service operator: exporting again stops at the same page until the server is fixed.';
  if (actions.includes('reenter-token')) {
    return actions.includes('pick-location')
      ? 'Re-enter the token (or pick a location it may access), then export again.'
      : 'Re-enter the token, then export again.';
  }
  if (actions.includes('retry')) return 'Export again when the problem is gone: it starts from the first page.';
  return 'Change what the message above points to, then export again.';
}
