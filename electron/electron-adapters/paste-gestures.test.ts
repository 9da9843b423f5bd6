import { describe, expect, it } from 'vitest';
import { createPasteGrants } from '../app/paste-grants';
import { createFakeElectron } from '../test/fake-electron';
import { watchPasteGestures } from './paste-gestures';

describe('watchPasteGestures (the window’s key presses)', () => {
  function watchedWindow() {
    const fake = createFakeElectron({ isPackaged: true, userData: '/nowhere' });
    fake.ready();
    const { webContents } = new fake.module.BrowserWindow({});
    const grants = createPasteGrants(() => 0);
    watchPasteGestures(webContents, grants);
    return { webContents, grants };
  }

  it.each([
    ['v', { control: true }],
    ['v', { meta: true }],
    ['Insert', { shift: true }],
  ] as const)('grants one read for the paste shortcut %j %j', (key, modifiers) => {
    const { webContents, grants } = watchedWindow();
    webContents.userPress(key, modifiers);
    expect(grants.take()).toBe(true);
    expect(grants.take()).toBe(false);
  });

  it('grants nothing for a click, a tap or a mouse press: main cannot tell the Paste button from the rest of the page', () => {
    const { webContents, grants } = watchedWindow();
    webContents.userClick();
    for (const type of ['gestureTap', 'mouseDown', 'mouseUp']) webContents.emit('input-event', {}, { type, modifiers: [] });
    expect(grants.take()).toBe(false);
  });

  it('grants nothing for Enter, a typed space, typing, pointer moves or wheel turns', () => {
    const { webContents, grants } = watchedWindow();
    for (const key of ['Enter', ' ', 'a', 'v', 'Tab', 'Escape']) webContents.userPress(key);
    for (const type of ['mouseMove', 'mouseEnter', 'mouseWheel', 'rawKeyDown', 'char', 'keyUp'])
      webContents.emit('input-event', {}, { type, modifiers: [] });
    expect(grants.take()).toBe(false);
  });
});
