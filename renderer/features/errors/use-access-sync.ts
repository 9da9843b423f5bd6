import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LocationView } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { queries } from '../../api/queries';
import { mustReadAccessAgain } from './access-sync';

/**
 * Main records what a search found of a location's access, as Verify does: refused (a 401) or,
 * answered where the badge did not say verified yet, verified. The badge, the top bar and the
 * switchers read it from the app state, fetched again here once per failed request (`failure` is
 * the query's error object, the same until the next one) and once per answer that changes it.
 */
export function useAccessSync(failure: unknown, answered: boolean, location: LocationView | null): void {
  const client = useQueryClient();
  const refused = explorerErrorOf(failure)?.kind === 'unauthorized';
  const stale = mustReadAccessAgain(answered, location?.verification);
  useEffect(() => {
    if (refused || stale) void client.invalidateQueries({ queryKey: queries.appState().queryKey });
  }, [failure, refused, stale, client]);
}
