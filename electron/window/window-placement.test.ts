import type { BrowserWindow } from 'electron';
import { describe, expect, it } from 'vitest';
import type { DisplayArea } from './window-placement';
import { createWindowStateKeeper, loadWindowState, saveWindowState } from './window-placement';
import type { WindowStateStore } from '../storage/window-state';
import { WINDOW_STATE_KEY } from '../storage/window-state';

function memoryStore(initial: Record<string, unknown> = {}): WindowStateStore & { data: Record<string, unknown> } {
  const data = { ...initial };
  return { data, get: (key) => data[key], set: (key, value) => void (data[key] = value) };
}

const laptop: DisplayArea = { workArea: { x: 0, y: 25, width: 1440, height: 875 } };
const monitorOnTheRight: DisplayArea = { workArea: { x: 1440, y: 0, width: 2560, height: 1440 } };

describe('loadWindowState', () => {
  it('restores the saved bounds when they fit on a display', () => {
    const store = memoryStore({ [WINDOW_STATE_KEY]: { x: 100, y: 60, width: 1000, height: 700, isMaximized: true } });
    expect(loadWindowState(store, [laptop])).toEqual({ bounds: { x: 100, y: 60, width: 1000, height: 700 }, isMaximized: true });
  });

  it('restores onto a second display', () => {
    const store = memoryStore({ [WINDOW_STATE_KEY]: { x: 2000, y: 100, width: 1600, height: 1000, isMaximized: false } });
    expect(loadWindowState(store, [laptop, monitorOnTheRight]).bounds).toEqual({ x: 2000, y: 100, width: 1600, height: 1000 });
  });

  it('falls back to the default, centred on the primary display, when the display is gone', () => {
    const store = memoryStore({ [WINDOW_STATE_KEY]: { x: 2000, y: 100, width: 1600, height: 1000, isMaximized: true } });
    expect(loadWindowState(store, [laptop])).toEqual({ bounds: { x: 80, y: 63, width: 1280, height: 800 }, isMaximized: false });
  });

  it('falls back when the window would straddle two displays or hang off one', () => {
    const straddling = memoryStore({ [WINDOW_STATE_KEY]: { x: 1000, y: 100, width: 1000, height: 700, isMaximized: false } });
    expect(loadWindowState(straddling, [laptop, monitorOnTheRight]).bounds).toEqual({ x: 80, y: 63, width: 1280, height: 800 });
    const aboveTheMenuBar = memoryStore({ [WINDOW_STATE_KEY]: { x: 0, y: 0, width: 1000, height: 700, isMaximized: false } });
    expect(loadWindowState(aboveTheMenuBar, [laptop]).bounds.y).toBe(63);
  });

  it.each([
    ['nothing saved', undefined],
    ['not an object', 'big'],
    ['a missing field', { x: 0, y: 30, width: 1000, isMaximized: false }],
    ['a non-numeric size', { x: 0, y: 30, width: '1000', height: 700, isMaximized: false }],
    ['a size below the minimum', { x: 0, y: 30, width: 10, height: 10, isMaximized: false }],
    ['a fractional coordinate', { x: 0.5, y: 30, width: 1000, height: 700, isMaximized: false }],
  ])('falls back to the default with %s', (_case, saved) => {
    expect(loadWindowState(memoryStore({ [WINDOW_STATE_KEY]: saved }), [laptop])).toEqual({
      bounds: { x: 80, y: 63, width: 1280, height: 800 },
      isMaximized: false,
    });
  });

  it('shrinks the default to a small display and copes with no display information', () => {
    const small: DisplayArea = { workArea: { x: 0, y: 0, width: 1024, height: 600 } };
    expect(loadWindowState(memoryStore(), [small]).bounds).toEqual({ x: 0, y: 0, width: 1024, height: 600 });
    expect(loadWindowState(memoryStore(), []).bounds).toEqual({ width: 1280, height: 800 });
  });
});

describe('saving the window state', () => {
  const fakeWindow = (bounds: { x: number; y: number; width: number; height: number }, maximized: boolean) => {
    const listeners = new Map<string, (() => void)[]>();
    const calls: string[] = [];
    const listen = (event: string, listener: () => void) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return window;
    };
    const window = {
      getNormalBounds: () => bounds,
      isMaximized: () => maximized,
      maximize: () => void calls.push('maximize'),
      on: listen,
      once: listen,
    };
    const emit = (event: string) => (listeners.get(event) ?? []).forEach((listener) => listener());
    return { window: window as unknown as BrowserWindow, emit, calls };
  };

  it('saves the normal bounds and maximised flag, which load back', () => {
    const store = memoryStore();
    saveWindowState(store, fakeWindow({ x: 200, y: 100, width: 1100, height: 720 }, true).window);
    expect(store.data[WINDOW_STATE_KEY]).toEqual({ x: 200, y: 100, width: 1100, height: 720, isMaximized: true });
    expect(loadWindowState(store, [laptop])).toEqual({ bounds: { x: 200, y: 100, width: 1100, height: 720 }, isMaximized: true });
  });

  it('does not save nonsense bounds', () => {
    const store = memoryStore();
    saveWindowState(store, fakeWindow({ x: 0, y: 0, width: Number.NaN, height: 720 }, false).window);
    expect(store.data).toEqual({});
  });

  it('keeps the last good state rather than one below the minimum size', () => {
    const good = { x: 100, y: 60, width: 1000, height: 700, isMaximized: false };
    const store = memoryStore({ [WINDOW_STATE_KEY]: good });
    saveWindowState(store, fakeWindow({ x: 0, y: 0, width: 300, height: 200 }, false).window);
    expect(store.data[WINDOW_STATE_KEY]).toEqual(good);
  });

  it('keeper: restores bounds, re-maximises once ready to show, and saves on close', () => {
    const store = memoryStore({ [WINDOW_STATE_KEY]: { x: 100, y: 60, width: 1000, height: 700, isMaximized: true } });
    const keeper = createWindowStateKeeper(store);
    expect(keeper.restore([laptop])).toEqual({ x: 100, y: 60, width: 1000, height: 700 });

    const { window, emit, calls } = fakeWindow({ x: 10, y: 40, width: 900, height: 600 }, false);
    keeper.track(window);
    expect(calls).toEqual([]);
    emit('ready-to-show');
    expect(calls).toEqual(['maximize']);
    emit('close');
    expect(store.data[WINDOW_STATE_KEY]).toEqual({ x: 10, y: 40, width: 900, height: 600, isMaximized: false });
  });

  it('keeper: does not maximise a window that was not maximised', () => {
    const keeper = createWindowStateKeeper(memoryStore());
    keeper.restore([laptop]);
    const { window, emit, calls } = fakeWindow({ x: 10, y: 40, width: 900, height: 600 }, false);
    keeper.track(window);
    emit('ready-to-show');
    expect(calls).toEqual([]);
  });
});
