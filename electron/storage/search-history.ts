import { randomUUID } from 'node:crypto';
import { copyFileSync } from 'node:fs';
import type { RecordedSearch, SearchDraftData, SearchHistory } from '../../common/ipc/contract';
import { recordedSearchSchema } from '../../common/ipc/data-schemas';
import { fail } from '../../common/errors/failure';
import { asidePath } from './aside-path';
import type { KeyValueStore } from './key-value-store';
import {
  historyAt,
  newRecord,
  withoutPlace,
  withoutRecent,
  withRecorded,
  withRowsSeen,
  withSaved,
} from '../../common/searches/search-history-rules';

const HISTORY_KEY = 'searchHistory';

export interface SearchHistoryDeps {
  settings: KeyValueStore;
  now: () => Date;
}

export type SearchHistoryService = ReturnType<typeof createSearchHistory>;

/**
 * Recent and saved searches, kept in main's settings file beside the connections. Entries hold
 * the form's draft (filters, page size) and never a page token. Entries that fail validation are
 * left out with a notice after the file is copied aside, so a damaged file loses nothing.
 */
export function createSearchHistory({ settings, now }: SearchHistoryDeps) {
  const loaded = load(settings, now());
  let entries = loaded.entries;
  const write = (next: RecordedSearch[]) => {
    entries = next;
    settings.set(HISTORY_KEY, entries);
  };

  return {
    list: (connectionId: string, locationId: string): SearchHistory => historyAt(entries, { connectionId, locationId }, loaded.notice),
    record(connectionId: string, locationId: string, draft: SearchDraftData): RecordedSearch {
      const recorded = newRecord({ connectionId, locationId }, draft, randomUUID(), now());
      write(withRecorded(entries, recorded));
      return recorded;
    },
    noteRows(searchId: string, rowsSeen: number): void {
      // A search cleared from the list meanwhile is simply not noted.
      if (entries.some((entry) => entry.id === searchId && entry.rowsSeen !== rowsSeen)) write(withRowsSeen(entries, searchId, rowsSeen));
    },
    save(searchId: string, name: string, pinned: boolean): RecordedSearch {
      const outcome = withSaved(entries, searchId, name, pinned, randomUUID());
      if (!outcome.ok) fail('invalid_request', outcome.message);
      write(outcome.entries);
      return outcome.saved;
    },
    remove(searchId: string): void {
      if (entries.some((entry) => entry.id === searchId)) write(entries.filter((entry) => entry.id !== searchId));
    },
    clearRecent(connectionId: string, locationId: string): void {
      // Every write rewrites the whole settings file: clearing an empty list writes nothing.
      const next = withoutRecent(entries, { connectionId, locationId });
      if (next.length !== entries.length) write(next);
    },
    /** Every search of a connection, or of one of its locations. */
    forget(connectionId: string, locationId?: string): void {
      const next = withoutPlace(entries, connectionId, locationId);
      if (next.length !== entries.length) write(next);
    },
  };
}

function load(settings: KeyValueStore, when: Date): { entries: RecordedSearch[]; notice: string | null } {
  const raw = settings.get(HISTORY_KEY);
  const items: unknown[] = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const entries: RecordedSearch[] = [];
  for (const item of items) {
    const parsed = recordedSearchSchema.safeParse(item);
    if (parsed.success && !entries.some((entry) => entry.id === parsed.data.id)) entries.push(parsed.data);
  }
  const skipped = items.length - entries.length;
  if (skipped === 0) return { entries, notice: null };
  const which =
    skipped === 1
      ? 'One stored search could not be read and was left out.'
      : `${skipped} stored searches could not be read and were left out.`;
  try {
    const copy = asidePath(settings.path, 'invalid', when);
    copyFileSync(settings.path, copy);
    settings.set(HISTORY_KEY, entries);
    return { entries, notice: `${which} A copy of the settings file was kept at ${copy}.` };
  } catch {
    // Without a copy the file is left as it is until the next change rewrites the list.
    return { entries, notice: `${which} Your other searches are unaffected.` };
  }
}
