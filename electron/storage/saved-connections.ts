import { copyFileSync } from 'node:fs';
import type { AppNotice, Selection } from '../../common/ipc/contract';
import { asidePath } from './aside-path';
import type { KeyValueStore } from './key-value-store';
import { connectionRecordSchema, selectionSchema } from '../connections/connection-record';
import type { ConnectionRecord } from '../connections/connection-record';

const CONNECTIONS_KEY = 'connections';
const LAST_USED_KEY = 'lastUsed';

/** The saved connections and last used location, read once and written through on every change. */
export interface SavedConnections {
  readonly records: ConnectionRecord[];
  readonly lastUsed: Selection | null;
  /** No connection list was ever saved: the app starts for the first time. */
  readonly firstRun: boolean;
  /** What the user must be told about the file. */
  readonly notices: AppNotice[];
  saveRecords(records: ConnectionRecord[]): void;
  replaceRecord(record: ConnectionRecord): void;
  saveLastUsed(selection: Selection | null): void;
  forgetLastUsedIf(matches: (selection: Selection) => boolean): void;
}

/**
 * Records that fail validation are skipped and the rest keep working; the file is first copied
 * aside so nothing is lost when they are dropped from it. Should that copy fail, they are written
 * back untouched instead.
 */
export function loadSavedConnections(settings: KeyValueStore, now: () => Date): SavedConnections {
  const raw = settings.get(CONNECTIONS_KEY);
  const items: unknown[] = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  let records: ConnectionRecord[] = [];
  const rejected: unknown[] = [];
  const skipped: string[] = [];
  items.forEach((item, index) => {
    const parsed = connectionRecordSchema.safeParse(item);
    if (parsed.success && !records.some((record) => record.id === parsed.data.id)) {
      records.push(parsed.data);
    } else {
      rejected.push(item);
      skipped.push(describeItem(item, index));
    }
  });
  const savedSelection = selectionSchema.safeParse(settings.get(LAST_USED_KEY));
  let lastUsed = savedSelection.success && pointsAtLocation(records, savedSelection.data) ? savedSelection.data : null;
  const notices: AppNotice[] = [];
  let unreadable: unknown[] = [];
  if (skipped.length > 0) {
    const { notice, copied } = copyAside(settings, skipped, now());
    notices.push(notice);
    if (copied) settings.set(CONNECTIONS_KEY, records);
    else unreadable = rejected;
  }

  const saved: SavedConnections = {
    get records() {
      return records;
    },
    get lastUsed() {
      return lastUsed;
    },
    firstRun: raw === undefined,
    notices,
    saveRecords(next) {
      settings.set(CONNECTIONS_KEY, [...next, ...unreadable]);
      records = next;
    },
    replaceRecord(record) {
      saved.saveRecords(records.map((candidate) => (candidate.id === record.id ? record : candidate)));
    },
    saveLastUsed(selection) {
      settings.set(LAST_USED_KEY, selection);
      lastUsed = selection;
    },
    forgetLastUsedIf(matches) {
      if (lastUsed && matches(lastUsed)) saved.saveLastUsed(null);
    },
  };
  return saved;
}

/** Copies the file aside before unreadable records are dropped from it; false when that failed. */
function copyAside(settings: KeyValueStore, skipped: string[], when: Date): { notice: AppNotice; copied: boolean } {
  const id = `settings-invalid-${when.getTime()}`;
  const which = skipped.length === 1
    ? `One saved connection could not be read and was left out (${skipped.join(', ')}).`
    : `${skipped.length} saved connections could not be read and were left out (${skipped.join(', ')}).`;
  try {
    const copy = asidePath(settings.path, 'invalid', when);
    copyFileSync(settings.path, copy);
    return { notice: { id, level: 'warning', message: `${which} A copy of the settings file was kept at ${copy}.` }, copied: true };
  } catch {
    return { notice: { id, level: 'warning', message: `${which} They were left in the settings file unchanged.` }, copied: false };
  }
}

function describeItem(item: unknown, index: number): string {
  const label = typeof item === 'object' && item !== null && 'label' in item ? item.label : undefined;
  return typeof label === 'string' && label.trim() ? `“${label.trim().slice(0, 100)}”` : `#${index + 1}`;
}

function pointsAtLocation(records: ConnectionRecord[], selection: Selection): boolean {
  const record = records.find((candidate) => candidate.id === selection.connectionId);
  return Boolean(record?.locations.some((location) => location.id === selection.locationId));
}
