import { useEffect, useRef, useState } from 'react';
import type { SearchDraftData } from '../../../common/ipc/contract';
import { ignoreFailure } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import { afterPaint } from '../search-session/after-paint';
import { useSearchHistory } from './use-search-history';

/**
 * Runs of the list view at one location go to that location's Recent searches, as its own
 * form's runs do: each once its first screen is painted, so the write never stands between Search and
 * the rows, and with the rows seen noted as they load. `run` counts the view's searches; `shown`:
 * the latest run's first screen is on screen; `rows`: the rows it has loaded.
 */
export function useRecordListRuns(connectionId: string, locationId: string | undefined, run: number, shown: boolean, rows: number) {
  const { record } = useSearchHistory(connectionId, locationId ?? null);
  // The run a search was asked after, and what it ran with: recorded once a later run shows.
  const pending = useRef<{ after: number; draft: SearchDraftData } | null>(null);
  // The recorded run on screen, whose rows seen are noted.
  const [current, setCurrent] = useState<{ run: number; searchId: string } | null>(null);
  const { mutate } = record;
  useEffect(() => {
    const waiting = pending.current;
    if (!waiting || locationId === undefined || run <= waiting.after || !shown) return;
    // After the frame that shows the first screen, as one location's form records its searches.
    return afterPaint(() => {
      pending.current = null;
      mutate({ connectionId, locationId, draft: waiting.draft }, { onSuccess: (recorded) => setCurrent({ run, searchId: recorded.id }) });
    });
  }, [connectionId, locationId, run, shown, mutate]);
  const searchId = current?.run === run ? current.searchId : null;
  useEffect(() => {
    if (searchId && rows > 0) void mainProcess.noteSearchRows({ searchId, rowsSeen: rows }).catch(ignoreFailure);
  }, [searchId, rows]);
  return {
    /** A search was just asked (the view's run is still `run`), with this draft. */
    ran: (draft: SearchDraftData) => {
      if (locationId !== undefined) pending.current = { after: run, draft };
    },
  };
}
