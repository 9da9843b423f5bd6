import { useMemo } from 'react';
import type { Detection } from '../../../common/records/vocabulary/role-detection';
import type { RoleChoices, RoleFields } from '../../../common/records/vocabulary/role-fields';
import { withChoices } from '../../../common/records/vocabulary/role-fields';
import { useTakenDetection } from './detections';

export interface MessageFields {
  /** The connection's one detection (null before any records were read). */
  detection: Detection | null;
  /** The fields read: detected, the user's choice winning. */
  fields: RoleFields;
}

/**
 * The roles of a connection's records: its one detection this session (detections.tsx), made
 * from `sample` if this view reads the first records (`filtered`: its search has filters), with
 * the user's choices winning; "the location's zone" is `locationZone` (none across locations:
 * such times then say they need a zone).
 */
export function useConnectionFields(
  connectionId: string,
  sample: readonly Record<string, unknown>[],
  filtered: boolean,
  choices: RoleChoices | undefined,
  locationZone?: string,
): MessageFields {
  const detection = useTakenDetection(connectionId, sample, filtered)?.detection ?? null;
  // One object while none changes: views compare it to know when the roles did.
  return useMemo(
    () => ({ detection, fields: withChoices(detection?.fields ?? {}, choices, { locationZone }) }),
    [detection, choices, locationZone],
  );
}
