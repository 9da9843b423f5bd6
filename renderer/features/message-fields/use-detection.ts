import { useMemo } from 'react';
import { detectRoles } from '../../../common/records/vocabulary/role-detection';
import type { Detection } from '../../../common/records/vocabulary/role-detection';
import type { RoleChoices, RoleFields } from '../../../common/records/vocabulary/role-fields';
import { withChoices } from '../../../common/records/vocabulary/role-fields';

export interface MessageFields {
  /** What was detected in the first records (null before any arrived). */
  detection: Detection | null;
  /** The fields read: detected, the user's choice winning. */
  fields: RoleFields;
}

/**
 * The roles of a connection's records, detected on the first ones (a page or two: `sample`, kept
 * the same array while they are, so scrolling never detects again), with the user's choices for
 * the connection winning; "the location's zone" is `locationZone` (none across locations: such
 * times then say they need a zone).
 */
export function useDetection(sample: readonly Record<string, unknown>[], choices: RoleChoices | undefined, locationZone?: string): MessageFields {
  const detection = useMemo(() => (sample.length === 0 ? null : detectRoles(sample)), [sample]);
  // One object while neither changes: views compare it to know when the roles did.
  return useMemo(() => ({ detection, fields: withChoices(detection?.fields ?? {}, choices, { locationZone }) }), [detection, choices, locationZone]);
}
