import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ExplorerError, LocationTestResult, OperationInput } from '../../../common/ipc/contract';
import { VERIFY_CONCURRENCY } from '../../../common/connections/verification';
import { explorerErrorOf } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import { queries } from '../../api/queries';

export type ConnectionTestInput = OperationInput<'testConnection'>;

export interface ConnectionTestState {
  /** What was tested: results are shown only while the form still says the same. */
  key: string;
  running: boolean;
  total: number;
  results: ReadonlyMap<string, LocationTestResult>;
  /** Main refused the test itself (an address a connection could not be saved with). */
  error: ExplorerError | null;
}

/** The address and token a result belongs to: another of either makes it stale. */
export function connectionTestKey(input: Pick<ConnectionTestInput, 'baseUrl' | 'token'>): string {
  return JSON.stringify([input.baseUrl.trim(), input.token.trim()]);
}

/**
 * What the last test of this address and token found against it, in a sentence; null when it
 * passed, is running, or tested something else.
 */
export function testFailure(state: ConnectionTestState | null, key: string): string | null {
  if (!state || state.key !== key || state.running) return null;
  if (state.error) return state.error.message;
  const failed = [...state.results.values()].filter((result) => result.status === 'failed');
  if (failed.length === 0) return null;
  const first = failed[0]?.error?.message ?? 'refused';
  return state.total === 1
    ? `${failed[0]?.locationId}: ${first}`
    : `${failed.length} of ${state.total} locations failed; ${failed[0]?.locationId}: ${first}`;
}

/**
 * "Test connection": main checks each location with the token typed, which is not stored. The
 * locations go a few per call, so each answer shows as it comes; main checks those few at once.
 */
export function useConnectionTest() {
  const [state, setState] = useState<ConnectionTestState | null>(null);
  const queryClient = useQueryClient();

  const run = async (input: ConnectionTestInput) => {
    const key = connectionTestKey(input);
    const results = new Map<string, LocationTestResult>();
    setState({ key, running: true, total: input.locations.length, results, error: null });
    for (let start = 0; start < input.locations.length; start += VERIFY_CONCURRENCY) {
      const locations = input.locations.slice(start, start + VERIFY_CONCURRENCY);
      let answer: LocationTestResult[];
      try {
        answer = await mainProcess.testConnection({ ...input, locations });
      } catch (error) {
        setState({
          key,
          running: false,
          total: input.locations.length,
          results,
          error: explorerErrorOf(error) ?? { kind: 'io', message: 'The test stopped unexpectedly.' },
        });
        return;
      }
      for (const result of answer) results.set(result.locationId, result);
      setState({ key, running: true, total: input.locations.length, results: new Map(results), error: null });
    }
    setState({ key, running: false, total: input.locations.length, results: new Map(results), error: null });
    // Main records a saved connection's results when its own token was tested: the badges read them again.
    if (input.connectionId !== undefined) void queryClient.invalidateQueries({ queryKey: queries.appState().queryKey });
  };

  return { state, run };
}
