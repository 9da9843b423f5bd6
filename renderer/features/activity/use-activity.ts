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
 * The activity chart's state: open or folded and how it stacks (both remembered), the counts
 * of the rows loaded so far, and "Count all" of the search on screen.
 */
export function useActivity(session: SearchSession) {
  // Folded at first on a short window, where the bars would leave the grid a handful of rows.
  const [open, setOpen] = useStoredState('sms-explorer.activity-open', window.innerHeight >= OPEN_AT_HEIGHT, isBoolean);
  const [stack, setStack] = useStoredState<StackKey>('sms-explorer.activity-stack', 'status', isStackKey);
  // The bars follow the rows: drawn once the frame showing the rows has been painted. While a
  // search's first page loads, the bars drawn before keep their room, hidden (see `pending`),
  // so the grid below does not move twice.
  const run = `${session.sessionId}|${session.searchCount}`;
  const current = session.query.data?.pages;
  const source = useMemo(() => ({ run, pages: current }), [run, current]);
  const firstPageLoading = !current && session.query.isFetching;
  const drawn = useAfterPaint(source, firstPageLoading);
  const pages = drawn.value.pages;
  // Counted page by page, as main counts them, so both decide the time field on the same first page.
  const loaded = useMemo((): ActivityCounts | null => {
    if (!open || !pages) return null;
    const counter = createActivityCounter();
    for (const page of pages) counter.add(page.items);
    return counter.counts();
  }, [open, pages]);
  const countAll = useCountAll(`${session.sessionId}|${session.searchCount}`);
  return {
    open,
    toggle: () => setOpen((previous) => !previous),
    /** The bars drawn are of another search than the rows on screen: the chart hides them and says it is loading. */
    pending: drawn.value.run !== run,
    stack,
    setStack,
    loaded,
    countAll,
    startCount: () => countAll.start(session.params),
  };
}

export type Activity = ReturnType<typeof useActivity>;
