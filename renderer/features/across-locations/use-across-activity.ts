import { useCallback } from 'react';
import type { ActivityCounts, StackKey } from '../../../common/ipc/activity-data';
import { createLocatedCounter } from '../../../common/activity/located-counter';
import { rangeEndOf, rangeStartOf } from '../../../common/searches/filter-fields';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { mainProcess } from '../../api/main-process';
import type { Activity } from '../activity/use-activity';
import { ACTIVITY_OPEN_KEY, activityOf, isBoolean, openAtFirst } from '../activity/use-activity';
import { useCountAll } from '../activity/use-count-all';
import { useBarSizeChoice } from '../activity/bar-size-choice';
import { useStoredState } from '../../state/use-stored-state';
import type { AcrossSearch } from './use-across-search';
import { acrossStackKeys, isAcrossStackKey, isListStackKey } from './stack-choices';

/**
 * The activity chart of a search across locations, as the single-location chart's state: open or
 * folded (the same remembered choice), stacked by location (or, for a list, number), status or
 * direction, drawn from the rows loaded so far until "Count all" walks every location to its end in main.
 */
export function useAcrossActivity(
  across: AcrossSearch,
  connectionId: string,
  locationIds: readonly string[],
  nameOf: (locationId: string) => string,
  fields: RoleFields,
): Activity {
  const [open, setOpen] = useStoredState(ACTIVITY_OPEN_KEY, openAtFirst(), isBoolean);
  const [acrossStack, setAcrossStack] = useStoredState<StackKey>('sms-explorer.across-activity-stack', 'location', isAcrossStackKey);
  // A list's choice is its own: by number unless the user chose otherwise for lists.
  const [listStack, setListStack] = useStoredState<StackKey>('sms-explorer.list-activity-stack', 'number', isListStackKey);
  const [barSize, setBarSize] = useBarSizeChoice(connectionId);
  const { screens, submitted, locations, query, more } = across;
  const numbers = submitted?.numbers;
  const stackKeys = acrossStackKeys(numbers, locationIds.length);
  const chosenStack = numbers ? listStack : acrossStack;
  const stack = stackKeys.includes(chosenStack) ? chosenStack : (stackKeys[0] ?? 'status');
  // Through the grid's fields, as main's Count all is (handed the same).
  const countLoaded = useCallback(
    (loaded: AcrossSearch['screens']): ActivityCounts => {
      const counter = createLocatedCounter(nameOf, { locationIds, numbers, fields });
      for (const screen of loaded) counter.add(screen.rows);
      return counter.counts();
    },
    [nameOf, locationIds, numbers, fields],
  );
  // A count belongs to one run of the search over one set of locations.
  const run = `${connectionId}|${locationIds.join(',')}|${submitted?.run ?? 0}`;
  const count = useCountAll(run);
  return activityOf({
    open,
    toggle: () => setOpen((previous) => !previous),
    run,
    loaded: screens.length === 0 ? undefined : screens,
    countLoaded,
    firstPageLoading: false,
    stack,
    setStack: numbers ? setListStack : setAcrossStack,
    stackKeys,
    barSize,
    setBarSize,
    // Every stream at its end and nothing still being read or placed: the screens hold every row.
    allLoaded: !more && locations.length > 0 && locations.every((location) => location.ended) && !query.isFetching,
    countAll: count,
    searchFrom: submitted ? rangeStartOf(submitted.body) : undefined,
    searchUntil: submitted ? rangeEndOf(submitted.body) : undefined,
    startCount: () => {
      if (!submitted) return;
      count.start((countId) =>
        mainProcess.countAllAcrossLocations({
          connectionId,
          locationIds: [...locationIds],
          body: submitted.body,
          pageSize: submitted.pageSize,
          countId,
          fields,
          ...(submitted.numbers && { numbers: submitted.numbers }),
        }),
      );
    },
  });
}
