import type { ExplorerApi, ExplorerError, OperationInput, OperationName, RecordedSearch, Result } from '../../common/ipc/contract';
import { MAX_DISMISSED_BANNERS } from '../../common/limits/stored-limits';
import { historyAt, newRecord, withoutRecent, withRecorded, withRowsSeen, withSaved } from '../../common/searches/search-history-rules';

type HistoryOperation =
  | 'listSearches'
  | 'recordSearch'
  | 'noteSearchRows'
  | 'saveSearch'
  | 'deleteSearch'
  | 'clearRecentSearches'
  | 'listDismissedBanners'
  | 'dismissBanner';

/**
 * Recent and saved searches and dismissed banners in memory, applying the same rules
 * (common/searches/search-history-rules.ts) as the main-process service.
 */
export function createFakeSearchHistory(
  record: <K extends OperationName>(name: K, input: OperationInput<K>) => void,
  /** As main: the error for a connection × location that does not exist, else null. */
  missingLocation: (place: { connectionId: string; locationId: string }) => ExplorerError | null,
) {
  let entries: RecordedSearch[] = [];
  let dismissed: string[] = [];
  let counter = 0;
  let clock = Date.UTC(2025, 0, 31, 12, 0, 0);
  let notice: string | null = null;
  const ok = <T>(value: T): Promise<Result<T>> => Promise.resolve({ ok: true, value });

  const api: Pick<ExplorerApi, HistoryOperation> = {
    listSearches: (input) => {
      record('listSearches', input);
      return ok(historyAt(entries, input, notice));
    },
    recordSearch: (input) => {
      record('recordSearch', input);
      const missing = missingLocation(input);
      if (missing) return Promise.resolve({ ok: false, error: missing });
      const recorded = newRecord(input, input.draft, `search-${++counter}`, new Date((clock += 1000)));
      entries = withRecorded(entries, recorded);
      return ok(recorded);
    },
    noteSearchRows: (input) => {
      record('noteSearchRows', input);
      entries = withRowsSeen(entries, input.searchId, input.rowsSeen);
      return ok(null);
    },
    saveSearch: (input) => {
      record('saveSearch', input);
      const outcome = withSaved(entries, input.searchId, input.name.trim(), input.pinned, `search-${++counter}`);
      if (!outcome.ok) return Promise.resolve({ ok: false, error: { kind: 'invalid_request', message: outcome.message } });
      entries = outcome.entries;
      return ok(outcome.saved);
    },
    deleteSearch: (input) => {
      record('deleteSearch', input);
      entries = entries.filter((entry) => entry.id !== input.searchId);
      return ok(null);
    },
    clearRecentSearches: (input) => {
      record('clearRecentSearches', input);
      entries = withoutRecent(entries, input);
      return ok(null);
    },
    listDismissedBanners: (input) => {
      record('listDismissedBanners', input);
      return ok([...dismissed]);
    },
    dismissBanner: (input) => {
      record('dismissBanner', input);
      if (!dismissed.includes(input.bannerId)) dismissed = [...dismissed, input.bannerId].slice(-MAX_DISMISSED_BANNERS);
      return ok(null);
    },
  };

  return {
    api,
    controls: {
      /** As main reports stored searches it had to leave out. */
      setSearchHistoryNotice(message: string | null) {
        notice = message;
      },
    },
  };
}
