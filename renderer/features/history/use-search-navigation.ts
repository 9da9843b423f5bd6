import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { ConnectionView, OperationInput, RecordedSearch } from '../../../common/ipc/contract';
import { ignoreFailure } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import { afterPaint } from '../search-session/after-paint';
import type { SearchSession } from '../search-session/use-search-session';
import { emptyFilters } from '../search/filters';
import type { ReadContext } from '../search/filters';
import { checkDraft, initialDraft } from '../search/search-draft';
import type { SearchDraft, SubmittedSearch } from '../search/search-draft';
import { useSearchDraft } from '../search/use-search-draft';
import { useSearchHistory } from './use-search-history';

type RecordSearchInput = OperationInput<'recordSearch'>;

export type SearchDialog = { kind: 'recent' } | { kind: 'save'; entry: RecordedSearch } | null;

/** A search to come back to: what the form held, exactly what was sent, and how far down the grid was. */
interface BackEntry {
  draft: SearchDraft;
  search: SubmittedSearch;
  scrollTop: number;
  searchId: string | null;
}

/**
 * The form's draft and every way a search starts: Search, a Recent entry, "Messages with this
 * number", Back. Each run is recorded by main (never Back, which returns to one already recorded).
 * The back stack and the search being noted belong to one connection × location.
 */
export function useSearchNavigation(
  connection: ConnectionView,
  locationId: string | null,
  session: SearchSession,
  gridRef: RefObject<HTMLDivElement | null>,
  /** The zone typed times are read in and the country of typed numbers, at the moment of searching. */
  context: ReadContext,
  /** Searches a pasted list of numbers: one search per number, merged in the across-locations view. */
  onSearchList: (draft: SearchDraft) => void,
) {
  const history = useSearchHistory(connection.id, locationId);
  // The app opens on the unfiltered search, which is where the first Back returns to.
  const form = useSearchDraft({ draft: initialDraft, search: session.submitted });
  const { draft, applied } = form;
  const [dialog, setDialog] = useState<SearchDialog>(null);
  const [backStack, setBackStack] = useState<BackEntry[]>([]);
  // Where to scroll once the search gone back to shows its rows; DOM work, so a ref, not state.
  const restore = useRef<{ sessionId: string; scrollTop: number } | null>(null);
  const [place, setPlace] = useState(`${connection.id}|${locationId}`);
  // The recorded run the grid shows, whose rows seen are noted as pages load.
  const [currentSearch, setCurrentSearch] = useState<string | null>(null);
  // Runs not yet recorded: main records them once the first row of the search is painted, so the
  // write and the list's refresh never stand between Search and the rows. Counted, so a record
  // that comes back after a later run (or Back) does not claim the grid.
  const [toRecord, setToRecord] = useState<{ run: number; place: string; input: RecordSearchInput }[]>([]);
  const latestRun = useRef(0);
  const shownPlace = useRef(place);
  useEffect(() => {
    shownPlace.current = place;
  }, [place]);

  if (place !== `${connection.id}|${locationId}`) {
    // Another location: its searches are not this one's to go back to.
    setPlace(`${connection.id}|${locationId}`);
    setBackStack([]);
    setCurrentSearch(null);
  }

  const scrollElement = () => gridRef.current?.parentElement ?? null;
  const maxPageSize = connection.maxPageSize;

  const run = (next: SearchDraft, options: { remember: boolean } = { remember: false }) => {
    const checked = checkDraft(next, maxPageSize, new Date(), context);
    if (!checked.ok) {
      // A stored search this form can no longer read: opened with its errors at the fields, not dropped.
      form.refused(next);
      return false;
    }
    if (locationId === null || connection.needsToken) return false;
    // Never this location's body: it has no phone filter, so it would search every number.
    if (checked.numbers) {
      onSearchList(next);
      return true;
    }
    if (options.remember) {
      setBackStack((stack) => [...stack, { ...applied, scrollTop: scrollElement()?.scrollTop ?? 0, searchId: currentSearch }]);
    }
    restore.current = null;
    // The form folds into chips and takes the focused field or button with it: focus would fall to
    // the page, and Chromium would blur it inside React's commit (a few ms before the first row).
    // The results grid takes it first, where the arrow keys then move through the rows.
    if (document.activeElement?.closest('[role="search"]')) gridRef.current?.focus({ preventScroll: true });
    form.sent({ draft: next, search: checked.search });
    session.search(checked.search);
    setCurrentSearch(null);
    latestRun.current += 1;
    const queued = { run: latestRun.current, place, input: { connectionId: connection.id, locationId, draft: next } };
    setToRecord((queue) => [...queue, queued]);
    return true;
  };

  const back = () => {
    const entry = backStack.at(-1);
    if (!entry) return;
    setBackStack((stack) => stack.slice(0, -1));
    form.restored({ draft: entry.draft, search: entry.search });
    // The exact search sent before (a preset's times included), so its loaded pages come back as they were.
    session.search(entry.search);
    latestRun.current += 1;
    setCurrentSearch(entry.searchId);
    restore.current = { sessionId: session.sessionIdFor(entry.search), scrollTop: entry.scrollTop };
  };

  const firstPageLoading = !session.query.data && session.query.isFetching;
  const { mutate: record } = history.record;
  useEffect(() => {
    if (toRecord.length === 0 || firstPageLoading) return;
    return afterPaint(() => {
      setToRecord([]);
      for (const { run, place: recordedAt, input } of toRecord) {
        const shown = () => run === latestRun.current && recordedAt === shownPlace.current;
        record(input, { onSuccess: (recorded) => shown() && setCurrentSearch(recorded.id) });
      }
    });
  }, [toRecord, firstPageLoading, record]);

  const rows = session.loadedRows;
  useEffect(() => {
    if (currentSearch && rows > 0) void mainProcess.noteSearchRows({ searchId: currentSearch, rowsSeen: rows }).catch(ignoreFailure);
  }, [currentSearch, rows]);

  const { hasNextPage, isFetching } = session.query;
  const { sessionId } = session;
  useEffect(() => {
    const element = gridRef.current?.parentElement;
    const target = restore.current;
    if (!target || !element || target.sessionId !== sessionId) return;
    const reachable = element.scrollHeight - element.clientHeight;
    // Rows still loading: wait for them, unless there are no more to come.
    if (reachable < target.scrollTop && (hasNextPage || isFetching)) return;
    scrollTo(element, Math.min(target.scrollTop, reachable));
    restore.current = null;
  }, [gridRef, sessionId, hasNextPage, isFetching, rows]);

  return {
    history,
    draft,
    /** What the results were searched with, as the form held it and as sent. */
    applied,
    pending: form.pending,
    collapsed: form.collapsed,
    focusField: form.focusField,
    canGoBack: backStack.length > 0,
    dialog,
    setDialog,
    currentSearch,
    setDraft: form.setDraft,
    expand: form.expand,
    collapse: form.collapse,
    focused: form.focused,
    submit: () => run(draft),
    /** The empty result's way out: every filter off, searched at once. */
    clear: () => run({ ...initialDraft, pageSize: draft.pageSize }),
    /** The form's Clear filters: nothing sent until Search (the agent may be about to type the next filter). */
    clearForm: form.clearForm,
    reopen: (saved: SearchDraft) => run(saved, { remember: true }),
    /** A new search on one number, in both directions (phone_number matches from or to). */
    followNumber: (phoneNumber: string) =>
      run({ ...initialDraft, pageSize: draft.pageSize, filters: { ...emptyFilters, phoneNumber } }, { remember: true }),
    back,
  };
}

function scrollTo(element: HTMLElement, top: number): void {
  element.scrollTop = top;
}

export type SearchNavigation = ReturnType<typeof useSearchNavigation>;
