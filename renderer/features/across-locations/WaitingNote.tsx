import { useEffect, useState } from 'react';

/**
 * How long a screen may be read before the user is offered to stop waiting: a row is placed only
 * when every search that could send a newer one has answered, so one slow server (or a
 * Retry-After) holds the list; past this the user may choose to see the others' rows.
 */
export const WAIT_OFFER_MS = 2_000;

/**
 * "Waiting … Show the others now", once the screen being read has taken WAIT_OFFER_MS. Rendered
 * only while a screen is read, keyed by that screen, so each screen waits afresh.
 */
export function WaitingNote({ onShowOthers }: { onShowOthers: () => void }) {
  const [waitedLong, setWaitedLong] = useState(false);
  const [chosen, setChosen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLong(true), WAIT_OFFER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!waitedLong || chosen) return null;
  return (
    <p className="across__waiting" role="status">
      Waiting for a search that has not answered yet (a slow server, or one that asked to wait): a row is shown only once no
      search can still send a newer one, so rows never move.{' '}
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          setChosen(true);
          onShowOthers();
        }}
      >
        Show the others now
      </button>
    </p>
  );
}
