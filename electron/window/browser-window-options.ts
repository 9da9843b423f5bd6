import type { BrowserWindowConstructorOptions } from 'electron';
import type { WindowBounds } from './window-placement';
import { MIN_WINDOW_SIZE } from './window-size';

/** The page background of each theme, painted before the renderer loads so there is no flash. */
export const WINDOW_BACKGROUND = { light: '#ffffff', dark: '#1b1d21' } as const;

export type WindowTheme = keyof typeof WINDOW_BACKGROUND;

/**
 * The main window's options. The page is treated as untrusted content: isolated from the preload
 * (contextIsolation), sandboxed, without Node, without <webview>, with web security on. It stays
 * hidden until 'ready-to-show' so the user never sees an empty frame.
 */
export function createWindowOptions(
  preloadPath: string,
  bounds: WindowBounds,
  theme: WindowTheme = 'light',
): BrowserWindowConstructorOptions {
  return {
    ...bounds,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    show: false,
    backgroundColor: WINDOW_BACKGROUND[theme],
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  };
}
