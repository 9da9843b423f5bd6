import type { RecordedSearch, SearchDraftData, SearchHistory } from '../ipc/contract';

// The rules of recent and saved searches as pure functions over the list, so the main-process
// service and the renderer tests' fake apply the same ones.

/** Per connection × location: enough to find yesterday's searches, small enough to scan at a glance. */
export const MAX_RECENT = 50;
export const MAX_SAVED = 100;

export interface Place {
  connectionId: string;
  locationId: string;
}

const isAt = (place: Place) => (entry: RecordedSearch) =>
  entry.connectionId === place.connectionId && entry.locationId === place.locationId;
const isRecent = (entry: RecordedSearch) => entry.name === undefined;
const newestFirst = (a: RecordedSearch, b: RecordedSearch) => b.ranAt.localeCompare(a.ranAt);

export function historyAt(entries: readonly RecordedSearch[], place: Place, notice: string | null): SearchHistory {
  const here = entries.filter(isAt(place));
  return {
    recent: here.filter(isRecent).sort(newestFirst),
    saved: here
      .filter((entry) => !isRecent(entry))
      .sort((a, b) => Number(b.pinned) - Number(a.pinned) || (a.name ?? '').localeCompare(b.name ?? '')),
    notice,
  };
}

/** The same search run again moves to the top instead of filling the list with copies; the oldest beyond the cap go. */
export function withRecorded(entries: readonly RecordedSearch[], recorded: RecordedSearch): RecordedSearch[] {
  const here = isAt(recorded);
  const same = JSON.stringify(recorded.draft);
  const others = entries.filter((entry) => !(here(entry) && isRecent(entry) && JSON.stringify(entry.draft) === same));
  const dropped = new Set(
    others
      .filter((entry) => here(entry) && isRecent(entry))
      .sort(newestFirst)
      .slice(MAX_RECENT - 1)
      .map((entry) => entry.id),
  );
  return [recorded, ...others.filter((entry) => !dropped.has(entry.id))];
}

export function newRecord(place: Place, draft: SearchDraftData, id: string, ranAt: Date): RecordedSearch {
  return {
    id,
    connectionId: place.connectionId,
    locationId: place.locationId,
    draft,
    ranAt: ranAt.toISOString(),
    rowsSeen: 0,
    pinned: false,
  };
}

export type SaveOutcome = { ok: true; entries: RecordedSearch[]; saved: RecordedSearch } | { ok: false; message: string };

/** A recent search is copied into the saved ones; a saved one is renamed or (un)pinned in place. */
export function withSaved(entries: readonly RecordedSearch[], searchId: string, name: string, pinned: boolean, newId: string): SaveOutcome {
  const entry = entries.find((candidate) => candidate.id === searchId);
  if (!entry) return { ok: false, message: 'That search is no longer in the list. Open the list again.' };
  if (!isRecent(entry)) {
    const renamed = { ...entry, name, pinned };
    return { ok: true, saved: renamed, entries: entries.map((candidate) => (candidate.id === searchId ? renamed : candidate)) };
  }
  if (entries.filter((candidate) => isAt(entry)(candidate) && !isRecent(candidate)).length >= MAX_SAVED) {
    return {
      ok: false,
      message: `At most ${MAX_SAVED} searches can be saved per location. Delete one you no longer need, then save again.`,
    };
  }
  const saved = { ...entry, id: newId, name, pinned };
  return { ok: true, saved, entries: [...entries, saved] };
}

export function withRowsSeen(entries: readonly RecordedSearch[], searchId: string, rowsSeen: number): RecordedSearch[] {
  return entries.map((entry) => (entry.id === searchId ? { ...entry, rowsSeen } : entry));
}

/** Saved searches stay: clearing is for the history, not for what the user chose to keep. */
export function withoutRecent(entries: readonly RecordedSearch[], place: Place): RecordedSearch[] {
  const here = isAt(place);
  return entries.filter((entry) => !(here(entry) && isRecent(entry)));
}

/** A deleted connection or removed location takes its searches with it (their filters may hold phone numbers). */
export function withoutPlace(entries: readonly RecordedSearch[], connectionId: string, locationId?: string): RecordedSearch[] {
  return entries.filter((entry) => !(entry.connectionId === connectionId && (locationId === undefined || entry.locationId === locationId)));
}
