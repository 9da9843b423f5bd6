import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { AcrossLocationsScreen, LocatedRow } from '../../../common/ipc/contract';
import { ignoreFailure } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import { queries } from '../../api/queries';
import type { AcrossSessionParams } from '../../api/queries';
import type { FieldsForSearch } from '../message-fields/use-fields-for-search';
import { acrossSource } from '../search-session/across-source';
import type { AcrossSourceOptions } from '../search-session/across-source';
import { afterPaint } from '../search-session/after-paint';
import { createSearchWalk } from '../search-session/search-walk';
import { sessionPagesOptions, useSessionPages } from '../search-session/use-session-pages';

export interface AcrossSearchInput {
  body: Record<string, unknown>;
  pageSize: number;
  /** A pasted list of numbers: one search per number at each location (the body has no phone filter then). */
  numbers?: string[] | undefined;
  /** Entries of the pasted list not read as numbers: not sent, named beside the results. */
  unread?: string[] | undefined;
}

/**
 * A search across the given locations, browsed through the one session hook (search-session/:
 * its source is main's merge, its page param main's cursor): the screens main merged, the rows as one list in the order
 * main placed them (a row shown never moves: common/paging/merge-order.ts), the last progress
 * of every location, and the controls: search, cancel, load more, retry one location, stop
 * waiting for the searches still answering.
 */
export function useAcrossSearch(connectionId: string, locationIds: readonly string[], fieldsForSearch: FieldsForSearch) {
  const [submitted, setSubmitted] = useState<(AcrossSearchInput & { run: number }) | null>(null);
  const runs = useRef(0);
  // One id per view: a new screen of it cancels the one before, and Cancel stops every location's request.
  const requestId = `across-${useId()}`;
  const params: AcrossSessionParams = {
    connectionId,
    locationIds,
    numbers: submitted?.numbers,
    body: submitted?.body ?? {},
    pageSize: submitted?.pageSize ?? 0,
    run: submitted?.run ?? 0,
  };
  const queryClient = useQueryClient();
  const [walk] = useState(createSearchWalk);
  // When the search's first screen came: a link to it closes a range left open there.
  const [ranAt, setRanAt] = useState<string | undefined>(undefined);
  const [learningFields, setLearningFields] = useState(false);
  const sourceOptions: AcrossSourceOptions = {
    requestId,
    // A new search's merge orders by the connection's one detection: main reads its time through it.
    // Until the connection has its detection, main has no search to wait on: the view says what it reads instead.
    fieldsForFirst: () => {
      const fields = fieldsForSearch(locationIds[0]!);
      if (!(fields instanceof Promise)) return fields;
      setLearningFields(true);
      return fields.finally(() => setLearningFields(false));
    },
    // A new search's first pages may teach main the server's page size limit, kept with the
    // connection: the connection's maximum and Manage connection show it from the app state. Read
    // once the first screen is painted, as the time it came is kept: neither holds back its rows.
    onFirstScreen: () => {
      const at = new Date().toISOString();
      afterPaint(() => {
        void queryClient.invalidateQueries({ queryKey: queries.appState().queryKey });
        setRanAt(at);
      });
    },
  };
  const source = acrossSource(params, sourceOptions);
  const paging = useSessionPages(source, submitted !== null, walk);
  const { query } = paging;

  const screens: AcrossLocationsScreen[] = useMemo(() => query.data?.pages ?? [], [query.data]);
  const last = screens.at(-1);
  const rows: readonly LocatedRow[] = useMemo(() => screens.flatMap((screen) => screen.rows), [screens]);
  const [retried, setRetried] = useState<AcrossLocationsScreen['locations'] | null>(null);

  // The first screen is asked for from the press itself, as one location's first page is
  // (use-search-session.ts): the query the render then subscribes to is this one, already on its way.
  const search = (input: AcrossSearchInput) => {
    setRetried(null);
    // Counted apart from the state, so two presses before a render are two searches.
    runs.current += 1;
    const next = { ...input, run: runs.current };
    const nextParams: AcrossSessionParams = { ...params, numbers: next.numbers, body: next.body, pageSize: next.pageSize, run: next.run };
    void queryClient.prefetchInfiniteQuery(sessionPagesOptions(acrossSource(nextParams, sourceOptions), true, walk.activity));
    setSubmitted(next);
  };
  const cancel = useCallback(() => {
    mainProcess.cancelRequest({ requestId }).catch(ignoreFailure);
  }, [requestId]);
  const { fetchNextPage } = query;
  const retry = useCallback(
    async (locationId: string, number?: string) => {
      if (!last) return;
      setRetried(await mainProcess.retryAcrossLocation({ cursor: last.cursor, locationId, ...(number !== undefined && { number }) }));
      void fetchNextPage();
    },
    [last, fetchNextPage],
  );
  // The screen under way stops waiting for the searches still answering; the strip shows them set aside.
  const showOthers = useCallback(async () => {
    const progress = await mainProcess.showOthersNow({ requestId });
    if (progress) setRetried(progress);
  }, [requestId]);

  return {
    requestId,
    /** True while the first location's first page is read for the connection's one detection, before main's search starts. */
    learningFields,
    submitted,
    ranAt,
    query,
    screens,
    rows,
    order: last?.order ?? null,
    // A retry shows its location reading again at once, before the next screen comes.
    locations: (query.isFetching ? retried : null) ?? last?.locations ?? [],
    more: last?.more ?? false,
    /** Loading stopped at the row budget: main's screens cannot be dropped and read again. */
    atRowBudget: paging.atRowBudget,
    rowBudget: paging.rowBudget,
    search,
    cancel,
    loadMore: paging.fetchNext,
    retry,
    showOthers,
  };
}

export type AcrossSearch = ReturnType<typeof useAcrossSearch>;
