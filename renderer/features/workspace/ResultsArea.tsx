import type { ReactNode } from 'react';
import type { ConnectionView, LocationView } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { ErrorPanel } from '../errors/ErrorPanel';
import type { ErrorHandlers } from '../errors/ErrorPanel';
import type { SearchSession } from '../search-session/use-search-session';

interface ResultsAreaProps extends Omit<ErrorHandlers, 'onRetry' | 'onRestart'> {
  connection: ConnectionView;
  location: LocationView | null;
  session: SearchSession;
  /** The grid, once there is a first page. */
  children: ReactNode;
}

/** What stands in for the grid until it has rows: why there is nothing, loading, or the error. */
export function ResultsArea({ connection, location, session, onReenterToken, onPickLocation, onEditFilters, children }: ResultsAreaProps) {
  const { query } = session;
  const handlers = { onRetry: session.retry, onRestart: session.restart, onReenterToken, onPickLocation, ...(onEditFilters && { onEditFilters }) };

  if (!location) {
    return <Placeholder>This connection has no locations yet. Open “Manage connection” and add the location ids its token may act for.</Placeholder>;
  }
  if (connection.needsToken) {
    const message = `The token of “${connection.label}” is missing or could not be read on this computer. Enter it again to search.`;
    return <ErrorPanel error={{ kind: 'vault_unavailable', message }} {...handlers} />;
  }
  if (!session.enabled) {
    return (
      <Placeholder>
        Page size {session.submitted.pageSize} is above this connection&apos;s maximum ({connection.maxPageSize}). Change it and search again.
      </Placeholder>
    );
  }
  const error = explorerErrorOf(query.error);
  if (query.data) {
    const earlierPageError = error && query.isFetchPreviousPageError;
    return (
      <>
        {earlierPageError && <ErrorPanel compact error={error} {...handlers} />}
        {children}
      </>
    );
  }
  if (error) return <ErrorPanel error={error} {...handlers} />;
  if (query.isFetching) {
    return (
      <Placeholder busy>
        Loading the first page of {location.name ?? location.id}…
      </Placeholder>
    );
  }
  return <Placeholder>Search cancelled. Press Search to run it again.</Placeholder>;
}

function Placeholder({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className="results-placeholder" aria-busy={busy ? true : undefined}>
      {busy && <span className="spinner" aria-hidden="true" />}
      <p>{children}</p>
    </div>
  );
}
