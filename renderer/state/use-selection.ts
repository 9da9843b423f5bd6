import { useCallback, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { AppState } from '../../common/ipc/contract';
import { mainProcess } from '../api/main-process';
import { resolveSelection } from './resolve-selection';
import type { ActiveSelection, WantedSelection } from './resolve-selection';

/** The connection and location in use; main remembers it for the next start. */
export function useSelection(state: AppState | undefined) {
  const [wanted, setWanted] = useState<WantedSelection | null>(null);
  const remember = useMutation({
    mutationFn: (selection: { connectionId: string; locationId: string }) => mainProcess.selectLocation(selection),
  });
  const { mutate } = remember;

  const selection: ActiveSelection | null = useMemo(() => (state ? resolveSelection(state, wanted) : null), [state, wanted]);

  const select = useCallback(
    (next: WantedSelection) => {
      setWanted(next);
      if (next.locationId) mutate({ connectionId: next.connectionId, locationId: next.locationId });
    },
    [mutate],
  );

  return { selection, select };
}
