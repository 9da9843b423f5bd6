import { describe, expect, it } from 'vitest';
import { createPasteGrants } from '../app/paste-grants';
import { createFakeElectron } from '../test/fake-electron';
import { watchPasteGestures } from './paste-gestures';

describe('watchPasteGestures (the window’s input events)', () => {
  function watchedWindow() {
    const fake = createFakeElectron({ isPackaged: true, userData: '/nowhere' });
    fake.ready();
    const { webContents } = new fake.module.BrowserWindow({});
    const grants = createPasteGrants(() => 0);
    watchPasteGestures(webContents, grants);
    return { webContents, grants };
  }

  it('grants a read for a click', () => {
    const { webContents, grants } = watchedWindow();
    webContents.userClick();
    expect(grants.take()).toBe(true);
  });

  it('grants a read for a tap, and for a mouse press alone (the click handler runs on the release)', () => {
    const { webContents, grants } = watchedWindow();
    webContents.emit('input-event', {}, { type: 'gestureTap', modifiers: [] });
    expect(grants.take()).toBe(true);
    webContents.emit('input-event', {}, { type: 'mouseDown', modifiers: [] });
    expect(grants.take()).toBe(true);
  });

  it.each([['Enter', {}], [' ', {}], ['v', { control: true }], ['v', { meta: true }], ['Insert', { shift: true }]] as const)(
    'grants a read for the key %j %j',
    (key, modifiers) => {
      const { webContents, grants } = watchedWindow();
      webContents.userPress(key, modifiers);
      expect(grants.take()).toBe(true);
    },
  );

  it('grants nothing for typing, pointer moves or wheel turns', () => {
    const { webContents, grants } = watchedWindow();
    for (const key of ['a', 'v', 'Tab', 'Escape']) webContents.userPress(key);
    for (const type of ['mouseMove', 'mouseEnter', 'mouseWheel', 'rawKeyDown', 'char', 'keyUp']) webContents.emit('input-event', {}, { type, modifiers: [] });
    expect(grants.take()).toBe(false);
  });
});
