import type { BrowserWindow } from 'electron';
import { readWindowState, writeWindowState } from '../storage/window-state';
import type { WindowStateStore } from '../storage/window-state';
import { DEFAULT_WINDOW_SIZE, MIN_WINDOW_SIZE } from './window-size';

/** The few BrowserWindow methods the state needs (so tests can pass a small fake). */
export type TrackedWindow = Pick<BrowserWindow, 'getNormalBounds' | 'isMaximized' | 'maximize' | 'on' | 'once'>;

export interface DisplayArea {
  workArea: { x: number; y: number; width: number; height: number };
}

export interface WindowBounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
}

export interface InitialWindowState {
  bounds: WindowBounds;
  isMaximized: boolean;
}

/**
 * Where to open the window: where it was last time, if that still fits entirely on one of the
 * current displays (a monitor may have been unplugged since), else the default size centred on
 * the first (primary) display. A missing or malformed saved value also gives the default.
 */
export function loadWindowState(store: WindowStateStore, displays: DisplayArea[]): InitialWindowState {
  const saved = readWindowState(store);
  if (saved && atLeastMinimum(saved)) {
    const { isMaximized, ...bounds } = saved;
    if (displays.some(({ workArea }) => contains(workArea, bounds))) return { bounds, isMaximized };
  }
  return { bounds: centredDefault(displays[0]), isMaximized: false };
}

/** Saves the window's normal (restored) bounds, so a maximised window un-maximises sensibly. */
export function saveWindowState(store: WindowStateStore, window: Pick<BrowserWindow, 'getNormalBounds' | 'isMaximized'>): void {
  const { x, y, width, height } = window.getNormalBounds();
  // A state below the minimum (a window squeezed by the OS, say) is not saved: the last good one stays.
  if (atLeastMinimum({ width, height })) writeWindowState(store, { x, y, width, height, isMaximized: window.isMaximized() });
}

function atLeastMinimum({ width, height }: { width: number; height: number }): boolean {
  return width >= MIN_WINDOW_SIZE.width && height >= MIN_WINDOW_SIZE.height;
}

export interface WindowStateKeeper {
  /** The bounds to create the window with (see loadWindowState). */
  restore(displays: DisplayArea[]): WindowBounds;
  /** Re-maximises the window if it was maximised, and saves its state when it closes. */
  track(window: TrackedWindow): void;
}

export function createWindowStateKeeper(store: WindowStateStore): WindowStateKeeper {
  let restoredMaximized = false;
  return {
    restore(displays) {
      const state = loadWindowState(store, displays);
      restoredMaximized = state.isMaximized;
      return state.bounds;
    },
    track(window) {
      // Maximising shows the window, so wait until it has something to show.
      if (restoredMaximized) window.once('ready-to-show', () => window.maximize());
      window.on('close', () => saveWindowState(store, window));
    },
  };
}

function contains(area: DisplayArea['workArea'], bounds: Required<WindowBounds>): boolean {
  return (
    bounds.x >= area.x &&
    bounds.y >= area.y &&
    bounds.x + bounds.width <= area.x + area.width &&
    bounds.y + bounds.height <= area.y + area.height
  );
}

function centredDefault(display: DisplayArea | undefined): WindowBounds {
  if (!display) return { ...DEFAULT_WINDOW_SIZE };
  const { x, y, width, height } = display.workArea;
  const size = {
    width: Math.min(DEFAULT_WINDOW_SIZE.width, width),
    height: Math.min(DEFAULT_WINDOW_SIZE.height, height),
  };
  return {
    x: x + Math.round((width - size.width) / 2),
    y: y + Math.round((height - size.height) / 2),
    ...size,
  };
}
