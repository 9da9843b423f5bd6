import type { ReactNode } from 'react';
import { explorerErrorOf } from '../../api/explorer';
import { ErrorPanel } from '../errors/ErrorPanel';
import { RowBudgetMessage } from './RowBudgetMessage';
import type { SearchSession } from '../search-session/use-search-session';

interface ResultsFooterProps {
  session: SearchSession;
  /** Opens "Export all results"; null while it cannot start (one is already running). */
  onExportAll: (() => void) | null;
  /** Stands for "end of results" when the search found nothing: what was searched, and ways out. */
  emptyResult: ReactNode;
}

/** The loader row under the last row: loading, paused, the row budget, the end, or the error of the next page. */
export function ResultsFooter({ session, onExportAll, emptyResult }: ResultsFooterProps) {
  const { query, loadedRows } = session;
  const error = explorerErrorOf(query.error);

  const handlers = { onRetry: session.retry, onRestart: session.restart };

  if (query.isFetchingNextPage) return <p className="grid__loader">Loading more…</p>;
  if (error && query.isFetchNextPageError) return <ErrorPanel compact error={error} {...handlers} />;
  if (session.walkStop) return <ErrorPanel compact error={session.walkStop} {...handlers} />;
  if (session.atRowBudget) return <RowBudgetMessage loadedRows={loadedRows} budget={session.rowBudget} onExportAll={onExportAll} />;
  if (session.noProgress.reason) {
    return (
      <p className="grid__loader" role="status">
        {session.noProgress.reason.message}{' '}
        <button type="button" className="button button--small" onClick={session.continuePastNoProgress}>
          Keep looking
        </button>
      </p>
    );
  }
  if (query.hasNextPage && session.paused) {
    return (
      <p className="grid__loader">
        Loading paused.{' '}
        <button type="button" className="button button--small" onClick={() => session.loadMore('next')}>
          Load more
        </button>
      </p>
    );
  }
  if (query.hasNextPage) return <p className="grid__loader">Loading more…</p>;
  if (loadedRows === 0) return emptyResult;
  return <p className="grid__loader grid__loader--end">End of results</p>;
}
