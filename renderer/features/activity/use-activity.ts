import { useCallback, useMemo } from 'react';
import { createActivityCounter } from '../../../common/activity/activity-counter';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import type { ActivityCounts, StackKey } from '../../../common/ipc/activity-data';
import { STACK_KEYS } from '../../../common/activity/stackings';
import { rangeEndOf, rangeStartOf } from '../../../common/searches/filter-fields';
import { mainProcess } from '../../api/main-process';
import { useStoredState } from '../../state/use-stored-state';
import { useAfterPaint } from '../search-session/after-paint';
import type { SearchSession } from '../search-session/use-search-session';
import type { CountAll } from './use-count-all';
import { useCountAll } from './use-count-all';
import type { LoadedPage } from '../search-session/loaded-page';
import type { BarSizeChoice } from './bucket-sizes';
import { useBarSizeChoice } from './bar-size-choice';

/** Window height from which the chart starts open, so a 1024×640 laptop still shows a screenful of rows. */
const OPEN_AT_HEIGHT = 720;

export const ACTIVITY_OPEN_KEY = 'sms-explorer.activity-open';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isStackKey = (value: unknown): value is StackKey => (STACK_KEYS as readonly unknown[]).includes(value);

/** Open at first on a window tall enough to keep a screenful of rows below the bars. */
export const openAtFirst = () => window.innerHeight >= OPEN_AT_HEIGHT;

/**
 * The activity chart's state: open or folded and how it stacks (both remembered), the pages
 * loaded so far (counted by the chart, see useChartCounts), and "Count all" of the search on screen,
 * both read through `fields`: the grid's (the connection's one detection, the location's zone included).
 */
export function useActivity(session: SearchSession, fields: RoleFields) {
  // Folded at first on a short window, where the bars would leave the grid a handful of rows.
  const [open, setOpen] = useStoredState(ACTIVITY_OPEN_KEY, openAtFirst(), isBoolean);
  const [stack, setStack] = useStoredState<StackKey>('sms-explorer.activity-stack', 'status', isStackKey);
  const [barSize, setBarSize] = useBarSizeChoice(session.params.connectionId);
  const run = `${session.sessionId}|${session.searchCount}`;
  const count = useCountAll(run);
  // Counted through the grid's fields, as main's Count all is (handed the same): the bars and the grid read one time.
  const countLoaded = useCallback(
    (pages: readonly LoadedPage[]): ActivityCounts => {
      const counter = createActivityCounter({ fields });
      for (const page of pages) counter.add(page.items);
      return counter.counts();
    },
    [fields],
  );
  return activityOf({
    open,
    toggle: () => setOpen((previous) => !previous),
    run,
    loaded: session.query.data?.pages,
    countLoaded,
    firstPageLoading: !session.query.data && session.query.isFetching,
    stack,
    setStack,
    stackKeys: STACK_KEYS as readonly StackKey[],
    barSize,
    setBarSize,
    // Every page read and none dropped (maxPages): the loaded rows are the whole search.
    allLoaded: session.query.data !== undefined && !session.query.hasNextPage && !session.query.hasPreviousPage,
    countAll: count,
    searchFrom: rangeStartOf(session.params.body),
    searchUntil: rangeEndOf(session.params.body),
    startCount: () => {
      // The session's own fields (its base URL keys the cache) are not the operation's input.
      const { connectionId, locationId, body, pageSize } = session.params;
      count.start((countId) => mainProcess.countAll({ connectionId, locationId, body, pageSize, countId, fields }));
    },
  });
}

/**
 * What the chart needs of a search, whatever it runs over (one location's pages, the screens of a
 * search across locations): `loaded` changes identity as more arrives, `countLoaded` counts it.
 */
export interface Activity<Loaded = unknown> {
  open: boolean;
  toggle: () => void;
  /** The search on screen: a press of Search again is another run. */
  run: string;
  loaded: Loaded | undefined;
  countLoaded: (loaded: Loaded) => ActivityCounts;
  firstPageLoading: boolean;
  stack: StackKey;
  setStack: (stack: StackKey) => void;
  stackKeys: readonly StackKey[];
  /** The bars' size: Auto (by the span and the width) or the user's, remembered per connection. */
  barSize: BarSizeChoice;
  setBarSize: (choice: BarSizeChoice) => void;
  /** Every row of the search is loaded: the chart counts them all, with no Count all to offer. */
  allLoaded: boolean;
  countAll: CountAll;
  startCount: () => void;
  /** Why Count all cannot run now (the location refused or unreachable), or null. */
  countUnavailable?: string | null;
  /** Where the search's time range starts (epoch ms): the chart draws no bar before it, and a picked bar starts no earlier. */
  searchFrom?: number | undefined;
  /** Where the search's time range ends (epoch ms, excluded): a picked bar ends no later. */
  searchUntil?: number | undefined;
}

/**
 * Count all from the keyboard (its button is many Tabs from the grid): opens the chart to show
 * the count, and starts it. Null, leaving the key alone, where the button would not be offered or
 * would be disabled: a count running or complete, every row loaded, the location unavailable.
 */
export function countAllKey(activity: Activity): (() => void) | null {
  const { state } = activity.countAll;
  const complete = state.phase === 'ended' && state.outcome.status === 'complete';
  if (activity.countAll.running || complete || activity.allLoaded || activity.countUnavailable) return null;
  return () => {
    if (!activity.open) activity.toggle();
    activity.startCount();
  };
}

/** Hands an activity over any loaded shape to the chart, which only passes `loaded` back to `countLoaded`. */
export const activityOf = <Loaded>(activity: Activity<Loaded>): Activity => activity as Activity;

/**
 * The counts the chart draws. The bars follow the rows: they are counted and drawn once the
 * frame showing the rows has been painted, in the chart alone (the workspace is not rendered
 * again for them). While a search's first page loads, the bars drawn before keep their room,
 * hidden (`pending`), so the grid below does not move twice.
 */
export function useChartCounts(activity: Activity): { loaded: ActivityCounts | null; pending: boolean } {
  const { run, loaded: arrived, open, countLoaded } = activity;
  const source = useMemo(() => ({ run, arrived }), [run, arrived]);
  const drawn = useAfterPaint(source, activity.firstPageLoading);
  const drawnLoaded = drawn.value.arrived;
  const loaded = useMemo(
    (): ActivityCounts | null => (open && drawnLoaded !== undefined ? countLoaded(drawnLoaded) : null),
    [open, drawnLoaded, countLoaded],
  );
  return { loaded, pending: drawn.value.run !== run };
}
