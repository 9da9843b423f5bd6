import type { ReactNode } from 'react';
import type { ConnectionView, LocationView } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { ErrorPanel } from '../errors/ErrorPanel';
import type { ErrorHandlers } from '../errors/ErrorPanel';
import type { SearchSession } from '../search-session/use-search-session';

interface ResultsAreaProps extends Pick<ErrorHandlers, 'onEditFilters'> {
  connection: ConnectionView;
  location: LocationView | null;
  session: SearchSession;
  /** The grid: its rows once there is a first page, and while the first page loads none (its footer says so). */
  children: ReactNode;
}

/** What stands in for the grid until it has rows: why there is nothing, loading, or the error. */
export function ResultsArea({ connection, location, session, onEditFilters, children }: ResultsAreaProps) {
  const { query } = session;
  const handlers = { onRetry: session.retry, onRestart: session.restart, ...(onEditFilters && { onEditFilters }) };

  if (!location) {
    return (
      <Placeholder>
        This connection has no locations yet. Open “Manage connection” and add the location ids its token may act for.
      </Placeholder>
    );
  }
  if (connection.needsToken) {
    const message = `The token of “${connection.label}” is missing or could not be read on this computer. Enter it again to search.`;
    return <ErrorPanel error={{ kind: 'vault_unavailable', message }} {...handlers} />;
  }
  if (!session.enabled) {
    return (
      <Placeholder>
        Page size {session.submitted.pageSize} is above this connection&apos;s maximum ({connection.maxPageSize}). Change it and search
        again.
      </Placeholder>
    );
  }
  const error = explorerErrorOf(query.error);
  // The grid stays while a new search's first page loads (its footer says so): building it again
  // for every search would cost the first row more than the rows themselves. The same element
  // tree in both cases, so React keeps the grid's elements.
  if (query.data || (query.isFetching && !error)) {
    const earlierPageError = error && query.data && query.isFetchPreviousPageError;
    return (
      <>
        {earlierPageError && <ErrorPanel compact error={error} {...handlers} />}
        {children}
      </>
    );
  }
  if (error) return <ErrorPanel error={error} {...handlers} />;
  return <Placeholder>Search cancelled. Press Search to run it again.</Placeholder>;
}

/** The grid's footer until the first page comes: no rows, and why. */
export function FirstPageLoading({ location }: { location: LocationView | null }) {
  return <Placeholder busy>Loading the first page of {location?.name ?? location?.id}…</Placeholder>;
}

function Placeholder({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className="results-placeholder" aria-busy={busy ? true : undefined}>
      {busy && <span className="spinner" aria-hidden="true" />}
      <p>{children}</p>
    </div>
  );
}
