import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { explorerErrorOf } from '../../api/explorer';
import type { SearchSessionParams } from '../../api/queries';
import { isBoolean } from '../activity/use-activity';
import { useStoredState } from '../../state/use-stored-state';
import type { SearchData } from '../search-session/loaded-page';
import { RowBudgetContext } from '../search-session/row-budget';
import type { SearchWalk } from '../search-session/search-walk';
import { readSessionHead } from '../search-session/session-head';
import { badgedTitle, failedNumbers } from './failure-announce';
import { followIdentityOf, followStatusOf } from './follow-identity';
import { lookAtHead } from './follow-look';
import type { FollowLoop, FollowStatus } from './follow-loop';
import { startFollowLoop } from './follow-loop';
import type { FollowMarks } from './follow-marks';
import { NO_MARKS, seenAt, withLook } from './follow-marks';
import { useUserLooks } from './use-user-looks';

export const NOTIFY_FAILURES_KEY = 'follow.notifyFailures';

export interface RowMark {
  fresh: boolean;
  /** "Queued → Delivered", or null. */
  change: string | null;
}

/** What Follow watches: a search's pages in the query cache (the grid's, or a conversation's). */
export interface FollowTarget {
  params: SearchSessionParams;
  queryKey: readonly unknown[];
  sessionId: string;
  /** The search can run (a location chosen, a token at hand). */
  enabled: boolean;
  /** The view's walk of that session: Follow reads its head through it (requests, restart notices, rows shown once). */
  walk: SearchWalk;
}

/**
 * Follow on a search: the newest page at the connection's interval, merged into the loaded
 * pages; marks on what is new or changed until the user looks; failures announced.
 */
export function useFollow(
  target: FollowTarget,
  fields: RoleFields,
  intervalMs: number,
  report: (count: number, numbers: string[]) => void,
) {
  const queryClient = useQueryClient();
  const rowBudget = useContext(RowBudgetContext);
  const [followed, setFollowed] = useState<string | null>(null);
  const on = followed === target.sessionId && target.enabled;
  const [status, setStatus] = useState<FollowStatus | null>(null);
  const [marks, setMarks] = useState<FollowMarks>(NO_MARKS);
  const [unseenFailures, setUnseenFailures] = useState(0);
  const [notify, setNotify] = useStoredState(NOTIFY_FAILURES_KEY, true, isBoolean);
  const away = useRef(false);
  const loop = useRef<FollowLoop | null>(null);
  const latest = useRef({ target, fields, rowBudget, report, notify });
  useEffect(() => {
    latest.current = { target, fields, rowBudget, report, notify };
  });

  const lastLookRef = useUserLooks(
    (now) => {
      setMarks((current) => seenAt(current, now));
      setUnseenFailures(0);
    },
    () => loop.current?.wake(),
  );

  useEffect(() => {
    if (!on) return;
    lastLookRef.current = Date.now();
    const key = latest.current.target.queryKey;
    loop.current = startFollowLoop({
      intervalMs,
      look: async (signal) => {
        const { target: current, fields: roles } = latest.current;
        // A page on its way (scrolling, a restart) would be merged into: this look waits for the next.
        if (queryClient.isFetching({ queryKey: key, exact: true }) > 0) return;
        const identityOf = followIdentityOf(roles);
        const result = await lookAtHead({
          current: () => queryClient.getQueryData<SearchData>(key),
          readHead: (isLoaded, nothingLoaded) => readSessionHead(current, isLoaded, nothingLoaded, signal),
          identityOf,
          statusOf: followStatusOf(roles),
          rowBudget: latest.current.rowBudget,
        });
        if (!result || signal.aborted) return;
        queryClient.setQueryData<SearchData>(key, result.data);
        result.land();
        setMarks((previous) => withLook(previous, result.added.map(identityOf), result.changed, Date.now()));
        const failed = failedNumbers([...result.added, ...result.changed.map((change) => change.item)], roles);
        if (failed.length === 0) return;
        setUnseenFailures((count) => count + failed.length);
        if (latest.current.notify) latest.current.report(failed.length, failed.filter((number) => number !== null).slice(0, 3));
      },
      pauseReason: () => (document.visibilityState === 'hidden' ? 'hidden' : away.current ? 'scrolled' : null),
      lastLookAt: () => lastLookRef.current,
      now: Date.now,
      random: Math.random,
      errorOf: (error) => explorerErrorOf(error) ?? { kind: 'io', message: 'The look at the newest messages failed.' },
      onStatus: (next) => {
        setStatus(next);
        // Stopped by itself: the toggle turns off, the reason stays in view.
        if (next.state === 'stopped') setFollowed(null);
      },
    });
    return () => {
      loop.current?.stop();
      loop.current = null;
    };
  }, [on, intervalMs, queryClient, lastLookRef, target.sessionId]);

  useBadgedTitle(unseenFailures);

  const identityOf = useMemo(() => followIdentityOf(fields), [fields]);
  const markOf = useCallback(
    (record: Record<string, unknown> | undefined): RowMark | undefined => {
      if (!record || (marks.fresh.size === 0 && marks.changes.size === 0)) return undefined;
      const identity = identityOf(record);
      const fresh = marks.fresh.has(identity);
      const change = marks.changes.get(identity)?.text ?? null;
      return fresh || change ? { fresh, change } : undefined;
    },
    [marks, identityOf],
  );

  return {
    /** Follow can run: a one-location search with its first page asked for. */
    available: target.enabled,
    on,
    /** What Follow is doing, or why it stopped by itself (until toggled again). */
    status: on || status?.state === 'stopped' ? status : null,
    toggle: () => {
      setStatus(null);
      setMarks(NO_MARKS);
      setFollowed(on ? null : target.sessionId);
    },
    markOf,
    notify,
    setNotify,
    /** Whether the user scrolled away from the newest messages: Follow waits meanwhile. */
    noteAway: (isAway: boolean) => {
      away.current = isAway;
      if (!isAway) loop.current?.wake();
    },
  };
}

/** "(2) SMS Explorer" while failures that came while following are not seen yet. */
function useBadgedTitle(unseenFailures: number) {
  const base = useRef<string | null>(null);
  useEffect(() => {
    base.current ??= document.title;
    document.title = badgedTitle(base.current, unseenFailures);
  }, [unseenFailures]);
}

export type Follow = ReturnType<typeof useFollow>;
