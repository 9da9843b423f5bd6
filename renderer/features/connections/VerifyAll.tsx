import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConnectionView } from '../../../common/ipc/contract';
import { isFailure } from '../../../common/errors/failure';
import { mainProcess } from '../../api/main-process';
import { queries } from '../../api/queries';
import { runBounded, VERIFY_CONCURRENCY } from '../../../common/connections/verification';

/** Checks every location of the connection, a few at once, and says which the token may read. */
export function VerifyAll({ connection }: { connection: ConnectionView }) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; ok: number; failed: string[]; running: boolean } | null>(null);
  const total = connection.locations.length;

  const verifyAll = async () => {
    const state = { done: 0, ok: 0, failed: [] as string[], running: true };
    setProgress({ ...state });
    await runBounded(connection.locations, VERIFY_CONCURRENCY, async (location) => {
      let verified = false;
      try {
        verified = (await mainProcess.verifyLocation({ connectionId: connection.id, locationId: location.id })).status === 'ok';
      } catch (error) {
        // A location main could not check (token unreadable, location gone) counts as failed.
        if (!isFailure(error)) throw error;
      }
      state.done += 1;
      if (verified) state.ok += 1;
      else state.failed.push(location.id);
      setProgress({ ...state, failed: [...state.failed] });
    });
    setProgress({ ...state, running: false });
    await queryClient.invalidateQueries({ queryKey: queries.appState().queryKey });
  };

  return (
    <div className="verify-all">
      <button
        type="button"
        className="button button--small"
        disabled={total === 0 || progress?.running || connection.needsToken}
        onClick={() => void verifyAll()}
      >
        Verify all ({total})
      </button>
      {progress && (
        <span role="status" className={progress.failed.length ? 'field__error' : 'field__hint'}>
          {progress.running ? `Checked ${progress.done} of ${total}…` : `${progress.ok} of ${total} accessible with this token.`}
          {!progress.running && progress.failed.length > 0 && ` Refused or failed: ${progress.failed.join(', ')}.`}
        </span>
      )}
    </div>
  );
}
