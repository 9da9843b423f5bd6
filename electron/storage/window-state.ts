import { z } from 'zod';
import type { KeyValueStore } from './key-value-store';
import { MIN_WINDOW_SIZE } from '../window/window-size';

export type WindowStateStore = Pick<KeyValueStore, 'get' | 'set'>;

export const WINDOW_STATE_KEY = 'windowState';

const coordinate = z.number().int().min(-100_000).max(100_000);
const savedState = z.object({
  x: coordinate,
  y: coordinate,
  width: z.number().int().min(MIN_WINDOW_SIZE.width).max(100_000),
  height: z.number().int().min(MIN_WINDOW_SIZE.height).max(100_000),
  isMaximized: z.boolean(),
});

/** The window's normal (restored) bounds and whether it was maximised, kept in the settings file. */
export type SavedWindowState = z.infer<typeof savedState>;

/** Null when nothing was saved or the saved value is malformed (a hand-edited file): the default then applies. */
export function readWindowState(store: WindowStateStore): SavedWindowState | null {
  const saved = savedState.safeParse(store.get(WINDOW_STATE_KEY));
  return saved.success ? saved.data : null;
}

/** A state out of bounds (a window smaller than the minimum, say) is not saved: the last good one stays. */
export function writeWindowState(store: WindowStateStore, state: SavedWindowState): void {
  const checked = savedState.safeParse(state);
  if (checked.success) store.set(WINDOW_STATE_KEY, checked.data);
}
