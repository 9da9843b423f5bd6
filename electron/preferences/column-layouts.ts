import { z } from 'zod';
import type { ColumnLayout } from '../../common/ipc/contract';
import type { KeyValueStore } from '../vault/key-value-store';

const LAYOUTS_KEY = 'columnLayouts';
/** Layouts kept at most; the least recently saved go first. Bounds a file edited by many switches. */
export const MAX_SAVED_LAYOUTS = 200;

const savedLayoutSchema = z.object({
  connectionId: z.string(),
  locationId: z.string(),
  order: z.array(z.string()).max(2000),
  widths: z.record(z.string(), z.number().finite()),
  hidden: z.array(z.string()).max(2000),
});
type SavedLayout = z.infer<typeof savedLayoutSchema>;

/** Column layouts per connection × location, kept in the settings file beside the connections. */
export interface ColumnLayouts {
  get(connectionId: string, locationId: string): ColumnLayout | null;
  save(connectionId: string, locationId: string, layout: ColumnLayout): void;
  reset(connectionId: string, locationId: string): void;
  /** A deleted connection takes its layouts with it. */
  forgetConnection(connectionId: string): void;
}

/**
 * Stored as a list, most recently saved last, so the cap drops the oldest. An entry that fails
 * validation (a hand-edited file) is skipped: a lost layout only means default columns.
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
  const isFor = (connectionId: string, locationId: string) => (entry: SavedLayout) =>
    entry.connectionId === connectionId && entry.locationId === locationId;

  return {
    get(connectionId, locationId) {
      const entry = read().find(isFor(connectionId, locationId));
      return entry ? { order: entry.order, widths: entry.widths, hidden: entry.hidden } : null;
    },
    save(connectionId, locationId, layout) {
      const others = read().filter((entry) => !isFor(connectionId, locationId)(entry));
      const next = [...others, { connectionId, locationId, ...layout }];
      settings.set(LAYOUTS_KEY, next.slice(-MAX_SAVED_LAYOUTS));
    },
    reset(connectionId, locationId) {
      settings.set(LAYOUTS_KEY, read().filter((entry) => !isFor(connectionId, locationId)(entry)));
    },
    forgetConnection(connectionId) {
      settings.set(LAYOUTS_KEY, read().filter((entry) => entry.connectionId !== connectionId));
    },
  };
}
