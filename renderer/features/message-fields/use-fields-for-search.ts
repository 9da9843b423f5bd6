import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RoleChoices, RoleFields } from '../../../common/records/vocabulary/role-fields';
import { withChoices } from '../../../common/records/vocabulary/role-fields';
import { queries } from '../../api/queries';
import { useDetectionTaker } from './detections';

/** A search's fields: at once when the connection has its detection, else once a page is read for it. */
export type FieldsForSearch = (locationId: string) => RoleFields | undefined | Promise<RoleFields | undefined>;

/**
 * The fields a search must send main before any of its rows arrive (a search across locations
 * merges by time from its first page): the connection's one detection, the user's choices
 * winning. When this search is the first the connection reads this session, the detection is made
 * from the first unfiltered page of `locationId`, as the grid would make it, never from main's own
 * pages. Undefined when that page cannot be read: the search then says it has no time to merge by.
 * Known, they are returned at once, not as a promise: a search asked from the press goes to main
 * before the press's render, as one location's first page does.
 */
export function useFieldsForSearch(connectionId: string, choices: RoleChoices | undefined): FieldsForSearch {
  const take = useDetectionTaker();
  const queryClient = useQueryClient();
  return useCallback(
    (locationId: string) => {
      const seen = take(connectionId, [], false);
      if (seen) return withChoices(seen.detection.fields, choices);
      return queryClient.fetchQuery(queries.detectionSample(connectionId, locationId)).then(
        (page) => {
          const learned = take(connectionId, page.items, false);
          return learned ? withChoices(learned.detection.fields, choices) : undefined;
        },
        () => undefined,
      );
    },
    [take, queryClient, connectionId, choices],
  );
}
