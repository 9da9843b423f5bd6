import { createContext } from 'react';
import { MAX_SERVER_WAIT_MS } from '../../../common/errors/server-wait';
import type { ExplorerError } from '../../../common/ipc/contract';

/**
 * How many times in a row each place (a connection's location) resumed by itself after a server's
 * wait. A view's error panel is shown anew after each of its own resumes (the first page's error
 * clears while it is asked again), so the count lives here, not in the panel: it makes the
 * clamp's floor grow and, after MAX_AUTO_RESUMES, the user is asked (common/errors/server-wait.ts).
 */
export interface AutoResumes {
  /** The number this error's automatic resume would have (1 for the first in a row at its place); the same for the same error. */
  numberFor(error: ExplorerError): number;
  /** The error's countdown ran out and its view asks again by itself. */
  resumed(error: ExplorerError): void;
  /** The user answered the panel (Retry, another location...): the next wait at its place is a first again. */
  reset(error: ExplorerError): void;
}

const placeOf = (error: ExplorerError) => `${error.connectionId ?? ''}\n${error.locationId ?? ''}`;

export function createAutoResumes(now: () => number = Date.now): AutoResumes {
  // Per place: resumes in a row and when the last one ran. A run older than the longest wait
  // the clamp allows has ended (the place answered since, or was left alone), so it is forgotten.
  const runs = new Map<string, { count: number; at: number }>();
  const numbers = new WeakMap<ExplorerError, number>();
  const countAt = (place: string, at: number) => {
    const run = runs.get(place);
    return run && at - run.at <= MAX_SERVER_WAIT_MS ? run.count : 0;
  };
  return {
    numberFor(error) {
      const known = numbers.get(error);
      if (known !== undefined) return known;
      const number = countAt(placeOf(error), now()) + 1;
      numbers.set(error, number);
      return number;
    },
    resumed(error) {
      const at = now();
      for (const [place, run] of runs) if (at - run.at > MAX_SERVER_WAIT_MS) runs.delete(place);
      runs.set(placeOf(error), { count: countAt(placeOf(error), at) + 1, at });
    },
    reset(error) {
      runs.delete(placeOf(error));
    },
  };
}

/** One count per window (AppProviders gives each app its own; the default serves a panel rendered alone). */
export const AutoResumesContext = createContext<AutoResumes>(createAutoResumes());
