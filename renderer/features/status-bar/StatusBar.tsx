import type { ReactNode } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import type { SearchSession } from '../search-session/use-search-session';
import type { TimeDisplay } from '../time-zone/time-display';
import { explorerErrorOf } from '../../api/explorer';
import { countOf } from './count-text';
import { pageFailureOf } from './page-failure';
import { RetryIndicator } from './RetryIndicator';
import { storageWarning } from './storage-warning';
import { useToastSlot } from '../../ui/toast/toast-context';
import './status-bar.css';

interface StatusBarProps {
  connection: ConnectionView;
  session: SearchSession;
  time: TimeDisplay;
  /** Switches to the next zone (local, UTC, the location's, as sent). */
  onCycleTime: () => void;
  /** What the view adds about its rows (the selection, a sort), after the counts. */
  note?: ReactNode;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export function StatusBar({ connection, session, time, onCycleTime, note }: StatusBarProps) {
  const { query, loadedRows } = session;
  const pages = query.data?.pages ?? [];
  const firstPage = pages[0]?.number ?? 1;
  const lastPage = pages.at(-1)?.number ?? 0;
  const warning = storageWarning(connection);
  const failure = pageFailureOf({
    error: explorerErrorOf(query.error),
    hasRows: pages.length > 0,
    nextPageFailed: query.isFetchNextPageError,
    previousPageFailed: query.isFetchPreviousPageError,
    nextPageNumber: lastPage + 1,
    walkStop: session.walkStop,
  });

  const toastSlot = useToastSlot();

  return (
    <footer className="status-bar" aria-label="Status bar">
      <div className="status-bar__group" role="status">
        {pages.length === 0 && !query.isFetching && <span className="status-bar__item status-bar__item--muted">No rows loaded</span>}
        {pages.length > 0 && (
          <span className="status-bar__item">
            {countOf(loadedRows, 'row', 'rows')} · {countOf(pages.length, 'page', 'pages')} loaded
            {firstPage > 1 ? ` (pages ${firstPage}–${lastPage})` : ''}
          </span>
        )}
        {query.isSuccess &&
          (session.atRowBudget ? (
            <span className="status-bar__item status-bar__item--warning">
              Row limit reached ({countOf(session.rowBudget, 'row', 'rows')}): more results exist — use Export all results
            </span>
          ) : (
            <span className="status-bar__item">{query.hasNextPage ? 'More available' : 'End of results'}</span>
          ))}
        {note}
        {failure && !query.isFetching && (
          <span className="status-bar__item status-bar__item--danger">
            ⚠ {failure.text}{' '}
            <button type="button" className="button button--small" onClick={failure.restart ? session.restart : session.retry}>
              {failure.restart ? 'Start again' : 'Retry'}
            </button>
          </span>
        )}
        {query.isFetching && <span className="status-bar__item status-bar__item--busy">Request in flight…</span>}
        <RetryIndicator activity={session.activity} />
        {query.dataUpdatedAt > 0 && (
          <span className="status-bar__item status-bar__item--muted">Last fetch {timeFormat.format(query.dataUpdatedAt)}</span>
        )}
      </div>
      <div ref={toastSlot} className="toast-slot" />
      <div className="status-bar__group">
        <button
          type="button"
          className="status-bar__zone"
          aria-keyshortcuts="Alt+Shift+T"
          title="Times shown in this zone; click (or Alt+Shift+T) for the next"
          onClick={onCycleTime}
        >
          Times: {time.label}
        </button>
        {query.isFetching && (
          <button type="button" className="button button--small" onClick={session.cancel}>
            Cancel request
          </button>
        )}
        {warning && (
          <span className="status-bar__item status-bar__item--warning" role="note">
            ⚠ {warning}
          </span>
        )}
      </div>
    </footer>
  );
}
