import { useCallback } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { useStoredState } from '../../state/use-stored-state';

/** Which locations a search across locations reads: every one of the connection, or the set the user chose. */
export type AcrossScope = 'all' | 'chosen';

const KEY = 'sms-explorer.across-chosen-locations';

type ChosenByConnection = Record<string, string[]>;

const isChosenByConnection = (value: unknown): value is ChosenByConnection =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((ids) => Array.isArray(ids) && ids.every((id) => typeof id === 'string'));

/**
 * The chosen set of a connection as it stands now: the remembered ids that are still locations of
 * it, in the connection's order; null when none is remembered, none is left, or it holds every
 * location (then it is simply "all", and is said so).
 */
export function chosenSet(remembered: readonly string[] | undefined, connection: ConnectionView): string[] | null {
  if (!remembered) return null;
  const kept = new Set(remembered);
  const ids = connection.locations.filter((location) => kept.has(location.id)).map((location) => location.id);
  return ids.length === 0 || ids.length === connection.locations.length ? null : ids;
}

/** The locations a scope reads: "chosen" without a chosen set reads every location until one is chosen. */
export function acrossLocationIds(connection: ConnectionView, scope: AcrossScope, chosen: readonly string[] | null): string[] {
  return scope === 'chosen' && chosen ? [...chosen] : connection.locations.map((location) => location.id);
}

/** The chosen set of each connection, remembered across restarts (ids only: no token, no rows). */
export function useChosenLocations() {
  const [byConnection, setByConnection] = useStoredState<ChosenByConnection>(KEY, {}, isChosenByConnection);
  const chosenOf = useCallback((connection: ConnectionView) => chosenSet(byConnection[connection.id], connection), [byConnection]);
  /** Keeps the set; a set of every location is forgotten, since it is the same as "all". */
  const choose = useCallback(
    (connection: ConnectionView, ids: readonly string[]) => {
      setByConnection((previous) => {
        const next = { ...previous };
        if (chosenSet(ids, connection)) next[connection.id] = [...ids];
        else delete next[connection.id];
        return next;
      });
    },
    [setByConnection],
  );
  return { chosenOf, choose };
}

export type ChosenLocations = ReturnType<typeof useChosenLocations>;
