import { useState } from 'react';
import { explorerErrorOf } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import { useAppMutation } from '../connections/use-app-mutation';

/** A location's line after Verify: what the check answered, when it did not let the search go on. */
export type VerifyOutcomes = ReadonlyMap<string, string>;

export interface VerifyRefused {
  /** The location being checked now, if any. */
  verifying: string | null;
  outcomes: VerifyOutcomes;
  verify: (locationId: string, place: string, number?: string) => void;
}

/**
 * *Verify* on a refused location's line of a search across locations: the location is tested
 * again (a one-result search, recorded on it as in Manage connections); if it may be read now
 * (access granted meanwhile, a passing refusal), that search goes on at once; if not, the line says
 * the check's answer, so the user knows a retry would be refused too.
 */
export function useVerifyRefused(connectionId: string, retry: (locationId: string, number?: string) => void): VerifyRefused {
  const [outcomes, setOutcomes] = useState<VerifyOutcomes>(new Map());
  const check = useAppMutation((locationId: string) => mainProcess.verifyLocation({ connectionId, locationId }));
  const say = (locationId: string, text: string | null) =>
    setOutcomes((before) => {
      const next = new Map(before);
      if (text === null) next.delete(locationId);
      else next.set(locationId, text);
      return next;
    });
  return {
    verifying: check.isPending ? (check.variables ?? null) : null,
    outcomes,
    verify: (locationId, place, number) => {
      say(locationId, null);
      check.mutate(locationId, {
        onSuccess: (verification) => {
          if (verification.status === 'ok') retry(locationId, number);
          // A refusal again is said in a few words (the line above already explains it); another failure, in its own.
          else if (!verification.error || verification.error.kind === 'unauthorized')
            say(locationId, `Checked again: ${place} is still refused.`);
          else say(locationId, `Checked again: ${verification.error.message}`);
        },
        onError: (error) => say(locationId, `The check could not run: ${explorerErrorOf(error)?.message ?? error.message}`),
      });
    },
  };
}
