import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RoleChoices, RoleFields } from '../../../common/records/vocabulary/role-fields';
import { withChoices } from '../../../common/records/vocabulary/role-fields';
import { queries } from '../../api/queries';
import { useDetectionTaker } from './detections';

/**
 * The fields a search must send main before any of its rows arrive (a search across locations
 * merges by time from its first page): the connection's one detection, the user's choices
 * winning. When this search is the first the connection reads this session, the detection is made
 * from the first unfiltered page of `locationId`, as the grid would make it, never from main's own
 * pages. Undefined when that page cannot be read: the search then says it has no time to merge by.
 */
export function useFieldsForSearch(
  connectionId: string,
  choices: RoleChoices | undefined,
): (locationId: string) => Promise<RoleFields | undefined> {
  const take = useDetectionTaker();
  const queryClient = useQueryClient();
  return useCallback(
    async (locationId: string) => {
      let seen = take(connectionId, [], false);
      if (!seen) {
        try {
          const page = await queryClient.fetchQuery(queries.detectionSample(connectionId, locationId));
          seen = take(connectionId, page.items, false);
        } catch {
          return undefined;
        }
      }
      return seen ? withChoices(seen.detection.fields, choices) : undefined;
    },
    [take, queryClient, connectionId, choices],
  );
}
