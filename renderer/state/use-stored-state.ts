import { useCallback, useState } from 'react';
import { readStored, writeStored } from './stored-value';

/** useState that survives restarts through localStorage. */
export function useStoredState<T>(
  key: string,
  fallback: T,
  isValid: (value: unknown) => value is T,
): [T, (update: T | ((previous: T) => T)) => void] {
  const [value, setValue] = useState<T>(() => readStored(key, fallback, isValid));
  const update = useCallback(
    (next: T | ((previous: T) => T)) => {
      setValue((previous) => {
        const resolved = typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
        writeStored(key, resolved);
        return resolved;
      });
    },
    [key],
  );
  return [value, update];
}
