import { copyFileSync } from 'node:fs';
import { z } from 'zod';
import type { AppNotice, Selection } from '../../common/ipc/contract';
import { asidePath } from './aside-path';
import type { KeyValueStore } from './key-value-store';

const CONNECTIONS_KEY = 'connections';
const LAST_USED_KEY = 'lastUsed';

/** What the file needs to know of a saved connection: its id, and its locations' (the last used one must be one). */
export interface SavedRecord {
  id: string;
  locations: readonly { id: string }[];
}

const selectionSchema = z.object({ connectionId: z.string(), locationId: z.string() });

/** The saved connections and last used location, read once and written through on every change. */
export interface SavedConnections<R extends SavedRecord> {
  readonly records: R[];
  readonly lastUsed: Selection | null;
  /** No connection list was ever saved: the app starts for the first time. */
  readonly firstRun: boolean;
  /** What the user must be told about the file. */
  readonly notices: AppNotice[];
  /** The ids of records this start could not read (left out, kept in a copy): their tokens stay until a later start. */
  readonly unreadIds: ReadonlySet<string>;
  saveRecords(records: R[]): void;
  replaceRecord(record: R): void;
  saveLastUsed(selection: Selection | null): void;
  forgetLastUsedIf(matches: (selection: Selection) => boolean): void;
}

/**
 * Records that fail validation are skipped and the rest keep working; the file is first copied
 * aside so nothing is lost when they are dropped from it. Should that copy fail, they are written
 * back untouched instead. What a valid record is, is the connections' rule (`recordSchema`, from
 * connections/connection-record.ts): this file only keeps them.
 */
export function loadSavedConnections<R extends SavedRecord>(
  settings: KeyValueStore,
  now: () => Date,
  recordSchema: z.ZodType<R>,
): SavedConnections<R> {
  const raw = settings.get(CONNECTIONS_KEY);
  const items: unknown[] = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  let records: R[] = [];
  const rejected: unknown[] = [];
  const skipped: string[] = [];
  items.forEach((item, index) => {
    const parsed = recordSchema.safeParse(item);
    if (parsed.success && !records.some((record) => record.id === parsed.data.id)) {
      records.push(parsed.data);
    } else {
      rejected.push(item);
      skipped.push(`${describeItem(item, index)}: ${parsed.success ? 'the id of an earlier connection' : whyRefused(parsed.error)}`);
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

  const saved: SavedConnections<R> = {
    get records() {
      return records;
    },
    get lastUsed() {
      return lastUsed;
    },
    firstRun: raw === undefined,
    notices,
    unreadIds: new Set(rejected.flatMap(idOf)),
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
  const which =
    skipped.length === 1
      ? `One saved connection could not be read and was left out (${skipped.join('; ')}).`
      : `${skipped.length} saved connections could not be read and were left out (${skipped.join('; ')}).`;
  try {
    const copy = asidePath(settings.path, 'invalid', when);
    copyFileSync(settings.path, copy);
    // Their tokens stay in the vault under their ids: a record put back from the copy finds its token again.
    return {
      notice: {
        id,
        level: 'warning',
        message: `${which} A copy of the settings file was kept at ${copy}; their tokens are kept until the app starts again without them, so a connection put back from it (with the app closed) works again.`,
      },
      copied: true,
    };
  } catch {
    return { notice: { id, level: 'warning', message: `${which} They were left in the settings file unchanged.` }, copied: false };
  }
}

function idOf(item: unknown): string[] {
  const id = typeof item === 'object' && item !== null && 'id' in item ? item.id : undefined;
  return typeof id === 'string' ? [id] : [];
}

function describeItem(item: unknown, index: number): string {
  const label = typeof item === 'object' && item !== null && 'label' in item ? item.label : undefined;
  return typeof label === 'string' && label.trim() ? `“${label.trim().slice(0, 100)}”` : `#${index + 1}`;
}

/** The rule's own words, with where in the record it failed, so a hand edit can be put right. */
function whyRefused(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'not a connection';
  const where = issue.path.length > 0 ? ` (at ${issue.path.join('.')})` : '';
  return `${issue.message.replace(/\.$/, '').slice(0, 200)}${where}`;
}

function pointsAtLocation(records: readonly SavedRecord[], selection: Selection): boolean {
  const record = records.find((candidate) => candidate.id === selection.connectionId);
  return Boolean(record?.locations.some((location) => location.id === selection.locationId));
}
