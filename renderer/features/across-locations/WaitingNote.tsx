import { useEffect, useState } from 'react';
import type { LocationProgress, RetryNotice } from '../../../common/ipc/contract';
import { mainProcess } from '../../api/main-process';
import { waitingWords } from './waiting-words';

/**
 * How long a screen may be read before the user is offered to stop waiting: a row is placed only
 * when every search that could send a newer one has answered, so one slow server (or a
 * Retry-After) holds the list; past this the user may choose to see the others' rows.
 */
export const WAIT_OFFER_MS = 2_000;

interface WaitingNoteProps {
  /** The across search's request: main's retry notices for it name the search that waits. */
  requestId: string;
  /** The searches that can still send a newer row (not ended, not stopped, not set aside). */
  live: readonly LocationProgress[];
  names: ReadonlyMap<string, string>;
  onShowOthers: () => void;
}

/**
 * "Waiting for … Show the others now", once the screen being read has taken WAIT_OFFER_MS: which
 * search holds the list and why (a Retry-After or an error main is waiting out, else a slow
 * server). Rendered only while a screen is read, keyed by that screen, so each screen waits afresh.
 */
export function WaitingNote({ requestId, live, names, onShowOthers }: WaitingNoteProps) {
  const [waitedLong, setWaitedLong] = useState(false);
  const [chosen, setChosen] = useState(false);
  const [retries, setRetries] = useState<readonly RetryNotice[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLong(true), WAIT_OFFER_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(
    () =>
      mainProcess.onRequestRetry((notice) => {
        if (notice.requestId !== requestId) return;
        // The newest notice of each search: a later attempt replaces the one before.
        setRetries((before) => [...before.filter((old) => old.locationId !== notice.locationId || old.number !== notice.number), notice]);
      }),
    [requestId],
  );
  if (!waitedLong || chosen) return null;
  return (
    <p className="across__waiting" role="status">
      {waitingWords(retries, live, names)} A row is shown only once no search can still send a newer one, so rows never move.{' '}
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
