import { useCallback } from 'react';
import type { ActivityCounts, StackKey } from '../../../common/ipc/activity-data';
import { createLocatedCounter } from '../../../common/activity/located-counter';
import { rangeStartOf } from '../../../common/searches/filter-fields';
import type { RoleChoices } from '../../../common/records/vocabulary/role-fields';
import { countAllAcrossLocations } from '../../api/main-process';
import type { Activity } from '../activity/use-activity';
import { ACTIVITY_OPEN_KEY, activityOf, isBoolean, openAtFirst } from '../activity/use-activity';
import { useCountAll } from '../activity/use-count-all';
import { useStoredState } from '../preferences/use-stored-state';
import type { AcrossSearch } from './use-across-search';

/** By location first: across locations, that is the question ("which of our locations…"). */
const ACROSS_STACK_KEYS: readonly StackKey[] = ['location', 'status', 'direction'];
const isAcrossStackKey = (value: unknown): value is StackKey => (ACROSS_STACK_KEYS as readonly unknown[]).includes(value);

/**
 * The activity chart of a search across locations, as the single-location chart's state: open or
 * folded (the same remembered choice), stacked by location, status or direction, drawn from the
 * rows loaded so far until "Count all" walks every location to its end in main.
 */
export function useAcrossActivity(
  across: AcrossSearch,
  connectionId: string,
  locationIds: readonly string[],
  nameOf: (locationId: string) => string,
  choices: RoleChoices | undefined,
): Activity {
  const [open, setOpen] = useStoredState(ACTIVITY_OPEN_KEY, openAtFirst(), isBoolean);
  const [stack, setStack] = useStoredState<StackKey>('sms-explorer.across-activity-stack', 'location', isAcrossStackKey);
  const { screens, submitted } = across;
  // Screen by screen, as main counts them, so both decide the time field on the same first screen.
  const countLoaded = useCallback(
    (loaded: AcrossSearch['screens']): ActivityCounts => {
      const counter = createLocatedCounter(nameOf, { locationIds, ...(choices && { choices }) });
      for (const screen of loaded) counter.add(screen.rows);
      return counter.counts();
    },
    [nameOf, locationIds, choices],
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
    setStack,
    stackKeys: ACROSS_STACK_KEYS,
    countAll: count,
    searchFrom: submitted ? rangeStartOf(submitted.body) : undefined,
    startCount: () => {
      if (!submitted) return;
      void count.start((countId) =>
        countAllAcrossLocations({ connectionId, locationIds: [...locationIds], body: submitted.body, pageSize: submitted.pageSize, countId, ...(submitted.numbers && { numbers: submitted.numbers }) }),
      );
    },
  });
}
