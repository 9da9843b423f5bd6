import { useCallback } from 'react';
import { useStoredState } from './use-stored-state';

type ByConnection = Record<string, unknown>;

const isByConnection = (value: unknown): value is ByConnection => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A preference kept per connection (ids only: no token), in one stored object under `key`. Each
 * connection's value is checked apart: one unreadable entry gives that connection the fallback,
 * never the others.
 */
export function useStoredPerConnection<T>(
  key: string,
  connectionId: string,
  fallback: T,
  isValid: (value: unknown) => value is T,
): [T, (value: T) => void] {
  const [byConnection, setByConnection] = useStoredState<ByConnection>(key, {}, isByConnection);
  const stored = byConnection[connectionId];
  const value = isValid(stored) ? stored : fallback;
  const set = useCallback(
    (next: T) => setByConnection((previous) => ({ ...previous, [connectionId]: next })),
    [connectionId, setByConnection],
  );
  return [value, set];
}
