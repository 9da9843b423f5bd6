import type { ConnectionTestState } from './use-connection-test';

interface TestConnectionProps {
  state: ConnectionTestState | null;
  /** The address or token changed since the test: its results no longer say anything. */
  stale: boolean;
  /** Why the test cannot run yet (no locations, no token), or null. */
  unavailable: string | null;
  onTest: () => void;
  /** Locations named in the summary when they are not listed with their results (a saved connection). */
  listFailures: boolean;
}

/** The Test connection button and what the test found, in a sentence. */
export function TestConnection({ state, stale, unavailable, onTest, listFailures }: TestConnectionProps) {
  const shown = state && !stale ? state : null;
  const results = shown ? [...shown.results.values()] : [];
  const accessible = results.filter((result) => result.status === 'ok').length;
  const failed = results.filter((result) => result.status === 'failed');
  return (
    <div className="test-connection">
      <button type="button" className="button" disabled={state?.running || unavailable !== null} onClick={onTest}>
        {state?.running ? 'Testing…' : 'Test connection'}
      </button>
      <span role="status" className={shown?.error || failed.length ? 'field__error' : 'field__hint'}>
        {unavailable ??
          (!shown
            ? 'Checks each location with this token before anything is saved.'
            : shown.error
              ? shown.error.message
              : shown.running
                ? `Checked ${results.length} of ${shown.total}…`
                : `${accessible} of ${shown.total} ${shown.total === 1 ? 'location' : 'locations'} accessible with this token.`)}
      </span>
      {listFailures && shown && !shown.running && failed.length > 0 && (
        <ul className="test-connection__failures">
          {failed.map((result) => (
            <li key={result.locationId}>
              <code>{result.locationId}</code>: {result.error?.message ?? 'refused.'}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
