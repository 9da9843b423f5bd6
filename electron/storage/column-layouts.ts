import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { ColumnLayout } from '../../common/ipc/contract';
import { MAX_LAYOUT_COLUMNS, MAX_SAVED_LAYOUTS, MAX_SAVED_LAYOUTS_CHARS } from '../../common/limits/stored-limits';
import type { KeyValueStore } from './key-value-store';

const LAYOUTS_KEY = 'columnLayouts';

const savedLayoutSchema = z.object({
  connectionId: z.string(),
  /** null: the search across the connection's locations. */
  locationId: z.string().nullable(),
  order: z.array(z.string()).max(MAX_LAYOUT_COLUMNS),
  widths: z.record(z.string(), z.number().finite()),
  hidden: z.array(z.string()).max(MAX_LAYOUT_COLUMNS),
});
type SavedLayout = z.infer<typeof savedLayoutSchema>;

/**
 * Column layouts per connection × location, kept in the settings file beside the connections.
 * A null location is the search across the connection's locations: one layout per connection,
 * whichever locations a search reads (a column that a search lacks is passed over).
 */
export interface ColumnLayouts {
  get(connectionId: string, locationId: string | null): ColumnLayout | null;
  save(connectionId: string, locationId: string | null, layout: ColumnLayout): void;
  reset(connectionId: string, locationId: string | null): void;
  /** A deleted connection takes its layouts with it. */
  forgetConnection(connectionId: string): void;
}

/**
 * Stored as a list, most recently saved last, so the bounds (MAX_SAVED_LAYOUTS layouts,
 * MAX_SAVED_LAYOUTS_CHARS in all) drop the oldest. An entry that fails validation (a hand-edited
 * file) is skipped: a lost layout only means default columns. The IPC contract bounds each layout.
 */
export function createColumnLayouts(settings: KeyValueStore): ColumnLayouts {
  const read = (): SavedLayout[] => {
    const raw = settings.get(LAYOUTS_KEY);
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((item) => {
      const parsed = savedLayoutSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  };
  const isFor = (connectionId: string, locationId: string | null) => (entry: SavedLayout) =>
    entry.connectionId === connectionId && entry.locationId === locationId;
  // Every change rewrites the whole settings file: one that changes nothing is not made.
  const write = (before: SavedLayout[], next: SavedLayout[]) => {
    if (!isDeepStrictEqual(before, next)) settings.set(LAYOUTS_KEY, next);
  };

  return {
    get(connectionId, locationId) {
      const entry = read().find(isFor(connectionId, locationId));
      return entry ? { order: entry.order, widths: entry.widths, hidden: entry.hidden } : null;
    },
    save(connectionId, locationId, layout) {
      const before = read();
      const others = before.filter((entry) => !isFor(connectionId, locationId)(entry));
      write(before, newestWithinBounds([...others, { connectionId, locationId, ...layout }]));
    },
    reset(connectionId, locationId) {
      const before = read();
      write(
        before,
        before.filter((entry) => !isFor(connectionId, locationId)(entry)),
      );
    },
    forgetConnection(connectionId) {
      const before = read();
      write(
        before,
        before.filter((entry) => entry.connectionId !== connectionId),
      );
    },
  };
}

/** The newest layouts (the list's end) that fit both bounds; the newest one always fits (the contract bounds it). */
function newestWithinBounds(layouts: SavedLayout[]): SavedLayout[] {
  let chars = 0;
  let first = layouts.length;
  while (first > 0 && layouts.length - first < MAX_SAVED_LAYOUTS) {
    const size = JSON.stringify(layouts[first - 1]).length;
    if (first < layouts.length && chars + size > MAX_SAVED_LAYOUTS_CHARS) break;
    chars += size;
    first -= 1;
  }
  return layouts.slice(first);
}
