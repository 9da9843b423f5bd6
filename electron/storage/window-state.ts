import { z } from 'zod';
import type { KeyValueStore } from './key-value-store';

export type WindowStateStore = Pick<KeyValueStore, 'get' | 'set'>;

export const WINDOW_STATE_KEY = 'windowState';

const coordinate = z.number().int().min(-100_000).max(100_000);
const savedState = z.object({
  x: coordinate,
  y: coordinate,
  // How small a window may be is the window's rule (window/window-placement.ts), not the file's.
  width: z.number().int().min(1).max(100_000),
  height: z.number().int().min(1).max(100_000),
  isMaximized: z.boolean(),
});

/** The window's normal (restored) bounds and whether it was maximised, kept in the settings file. */
export type SavedWindowState = z.infer<typeof savedState>;

/** Null when nothing was saved or the saved value is malformed (a hand-edited file): the default then applies. */
export function readWindowState(store: WindowStateStore): SavedWindowState | null {
  const saved = savedState.safeParse(store.get(WINDOW_STATE_KEY));
  return saved.success ? saved.data : null;
}

/** A state that is not a window's bounds is not saved: the last good one stays. */
export function writeWindowState(store: WindowStateStore, state: SavedWindowState): void {
  const checked = savedState.safeParse(state);
  if (checked.success) store.set(WINDOW_STATE_KEY, checked.data);
}
