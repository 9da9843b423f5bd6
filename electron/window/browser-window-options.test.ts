import { describe, expect, it } from 'vitest';
import { WINDOW_BACKGROUND, createWindowOptions } from './browser-window-options';

describe('createWindowOptions', () => {
  const options = createWindowOptions('/app/dist-electron/preload.cjs', { x: 10, y: 20, width: 1280, height: 800 });

  it('isolates and sandboxes the page, without Node or webviews', () => {
    expect(options.webPreferences).toMatchObject({
      preload: '/app/dist-electron/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      spellcheck: false,
    });
  });

  it('starts hidden at the given bounds with a minimum size and the theme background', () => {
    expect(options).toMatchObject({ x: 10, y: 20, width: 1280, height: 800, show: false, backgroundColor: WINDOW_BACKGROUND.light });
    expect(options.minWidth).toBeGreaterThan(0);
    expect(options.minHeight).toBeGreaterThan(0);
    expect(createWindowOptions('/p', { width: 900, height: 600 }, 'dark').backgroundColor).toBe(WINDOW_BACKGROUND.dark);
  });
});
