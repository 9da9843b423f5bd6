import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { explorerErrorOf } from '../../api/explorer';
import { queries } from '../../api/queries';

/**
 * Main records a location it found refused (a 401 about the location) as its failed
 * verification; the top bar and the switchers read it from the app state, fetched again here
 * once per failed request (`failure` is the query's error object, the same until the next one).
 */
export function useRefusedLocationSync(failure: unknown): void {
  const client = useQueryClient();
  useEffect(() => {
    const error = explorerErrorOf(failure);
    if (error?.kind === 'unauthorized' && error.refused === 'location') {
      void client.invalidateQueries({ queryKey: queries.appState().queryKey });
    }
  }, [failure, client]);
}
