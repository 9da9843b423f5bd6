import { useMemo } from 'react';
import { createActivityCounter } from '../../../common/activity/activity-counter';
import type { ActivityCounts, StackKey } from '../../../common/activity/activity-data';
import { STACK_KEYS } from '../../../common/activity/stackings';
import { useStoredState } from '../preferences/use-stored-state';
import { useAfterPaint } from '../search-session/after-paint';
import type { SearchSession } from '../search-session/use-search-session';
import { useCountAll } from './use-count-all';

/** Window height from which the chart starts open, so a 1024×640 laptop still shows a screenful of rows. */
const OPEN_AT_HEIGHT = 720;

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isStackKey = (value: unknown): value is StackKey => STACK_KEYS.includes(value as StackKey);

/**
 * The activity chart's state: open or folded and how it stacks (both remembered), the pages
 * loaded so far (counted by the chart, see useChartCounts), and "Count all" of the search on screen.
 */
export function useActivity(session: SearchSession) {
  // Folded at first on a short window, where the bars would leave the grid a handful of rows.
  const [open, setOpen] = useStoredState('sms-explorer.activity-open', window.innerHeight >= OPEN_AT_HEIGHT, isBoolean);
  const [stack, setStack] = useStoredState<StackKey>('sms-explorer.activity-stack', 'status', isStackKey);
  const run = `${session.sessionId}|${session.searchCount}`;
  const countAll = useCountAll(run);
  return {
    open,
    toggle: () => setOpen((previous) => !previous),
    /** The search on screen (a press of Search again is another run) and its pages so far. */
    run,
    pages: session.query.data?.pages,
    firstPageLoading: !session.query.data && session.query.isFetching,
    stack,
    setStack,
    countAll,
    startCount: () => countAll.start(session.params),
  };
}

export type Activity = ReturnType<typeof useActivity>;

/**
 * The counts the chart draws. The bars follow the rows: they are counted and drawn once the
 * frame showing the rows has been painted, in the chart alone (the workspace is not rendered
 * again for them). While a search's first page loads, the bars drawn before keep their room,
 * hidden (`pending`), so the grid below does not move twice.
 */
export function useChartCounts(activity: Activity): { loaded: ActivityCounts | null; pending: boolean } {
  const { run, pages, open } = activity;
  const source = useMemo(() => ({ run, pages }), [run, pages]);
  const drawn = useAfterPaint(source, activity.firstPageLoading);
  const drawnPages = drawn.value.pages;
  // Counted page by page, as main counts them, so both decide the time field on the same first page.
  const loaded = useMemo((): ActivityCounts | null => {
    if (!open || !drawnPages) return null;
    const counter = createActivityCounter();
    for (const page of drawnPages) counter.add(page.items);
    return counter.counts();
  }, [open, drawnPages]);
  return { loaded, pending: drawn.value.run !== run };
}
