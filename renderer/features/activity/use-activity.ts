import { useMemo } from 'react';
import { createActivityCounter } from '../../../common/activity/activity-counter';
import type { ActivityCounts, StackKey } from '../../../common/activity/activity-data';
import { STACK_KEYS } from '../../../common/activity/stackings';
import { countAll } from '../../api/main-process';
import { useStoredState } from '../preferences/use-stored-state';
import type { SearchSession } from '../search-session/use-search-session';
import { useCountAll } from './use-count-all';

/** Window height from which the chart starts open, so a 1024×640 laptop still shows a screenful of rows. */
const OPEN_AT_HEIGHT = 720;

export const ACTIVITY_OPEN_KEY = 'sms-explorer.activity-open';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isStackKey = (value: unknown): value is StackKey => (STACK_KEYS as readonly unknown[]).includes(value);

/** Open at first on a window tall enough to keep a screenful of rows below the bars. */
export const openAtFirst = () => window.innerHeight >= OPEN_AT_HEIGHT;

/**
 * The activity chart's state: open or folded and how it stacks (both remembered), the counts
 * of the rows loaded so far, and "Count all" of the search on screen.
 */
export function useActivity(session: SearchSession) {
  // Folded at first on a short window, where the bars would leave the grid a handful of rows.
  const [open, setOpen] = useStoredState(ACTIVITY_OPEN_KEY, openAtFirst(), isBoolean);
  const [stack, setStack] = useStoredState<StackKey>('sms-explorer.activity-stack', 'status', isStackKey);
  const pages = session.query.data?.pages;
  // Counted page by page, as main counts them, so both decide the time field on the same first page.
  const loaded = useMemo((): ActivityCounts | null => {
    if (!open || !pages) return null;
    const counter = createActivityCounter();
    for (const page of pages) counter.add(page.items);
    return counter.counts();
  }, [open, pages]);
  const count = useCountAll(`${session.sessionId}|${session.searchCount}`);
  return {
    open,
    toggle: () => setOpen((previous) => !previous),
    stack,
    setStack,
    stackKeys: STACK_KEYS as readonly StackKey[],
    loaded,
    countAll: count,
    startCount: () => count.start((countId) => countAll({ ...session.params, countId })),
  };
}

export type Activity = ReturnType<typeof useActivity>;
