import { useEffect, useRef, useState } from 'react';
import type { CountAllOutcome } from '../../../common/ipc/activity-data';
import type { JobProgress } from '../../../common/ipc/contract';
import { explorerErrorOf, ignoreFailure } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';

/** Asks main for the count under this id (one location's search, or one across locations). */
export type RunCount = (countId: string) => Promise<CountAllOutcome>;

export type CountAllState =
  | { phase: 'idle' }
  | { phase: 'running'; countId: string; searchKey: string; progress: JobProgress | null; cancelling: boolean }
  | { phase: 'ended'; searchKey: string; outcome: CountAllOutcome };

/**
 * "Count all" of the search on screen: main walks every page and sends back counts. The result
 * belongs to one search (`searchKey`): another search, or the same one run again, shows its own
 * loaded rows until counted again, and a count still running for a search left behind is cancelled.
 */
export function useCountAll(searchKey: string) {
  const [state, setState] = useState<CountAllState>({ phase: 'idle' });
  const running = useRef<{ countId: string; searchKey: string } | null>(null);

  useEffect(() => {
    const current = running.current;
    if (current && current.searchKey !== searchKey) void mainProcess.cancelCountAll({ countId: current.countId }).catch(ignoreFailure);
  }, [searchKey]);
  useEffect(
    () => () => {
      const current = running.current;
      if (current) void mainProcess.cancelCountAll({ countId: current.countId }).catch(ignoreFailure);
    },
    [],
  );

  const start = async (run: RunCount) => {
    if (running.current) return;
    const countId = crypto.randomUUID();
    running.current = { countId, searchKey };
    setState({ phase: 'running', countId, searchKey, progress: null, cancelling: false });
    const unsubscribe = mainProcess.onCountProgress((progress) => {
      if (progress.jobId !== countId) return;
      setState((now) => (now.phase === 'running' && now.countId === countId ? { ...now, progress } : now));
    });
    let outcome: CountAllOutcome;
    try {
      outcome = await run(countId);
    } catch (error) {
      outcome = { status: 'failed', rows: 0, pages: 0, error: explorerErrorOf(error) ?? { kind: 'server', message: 'Count all stopped unexpectedly.' }, counts: null };
    } finally {
      unsubscribe();
      running.current = null;
    }
    setState({ phase: 'ended', searchKey, outcome });
  };

  const ofThisSearch = state.phase !== 'idle' && state.searchKey === searchKey ? state : null;
  return {
    /** The count of the search on screen, if any. */
    state: ofThisSearch ?? ({ phase: 'idle' } as const),
    running: state.phase === 'running',
    start: (run: RunCount) => void start(run),
    cancel: () => {
      const current = running.current;
      if (!current) return;
      setState((now) => (now.phase === 'running' ? { ...now, cancelling: true } : now));
      void mainProcess.cancelCountAll({ countId: current.countId }).catch(ignoreFailure);
    },
    dismiss: () => setState({ phase: 'idle' }),
  };
}

export type CountAll = ReturnType<typeof useCountAll>;
