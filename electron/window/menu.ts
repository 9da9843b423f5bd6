import type { MenuItemConstructorOptions } from 'electron';

export interface MenuOptions {
  isMac: boolean;
  isDev: boolean;
  appName: string;
  /** Shows the app's own About; without it the platform's standard About panel is used. */
  onAbout?: () => void;
}

/**
 * The application menu. The Edit menu matters more than it looks: without its roles, copy,
 * paste and select-all keyboard shortcuts do not work in the window on macOS. Reload and the
 * developer tools are only offered in development.
 */
export function buildMenuTemplate({ isMac, isDev, appName, onAbout }: MenuOptions): MenuItemConstructorOptions[] {
  const about: MenuItemConstructorOptions = onAbout ? { label: `About ${appName}`, click: () => onAbout() } : { role: 'about' };

  const appMenu: MenuItemConstructorOptions = {
    label: appName,
    submenu: [
      about,
      separator(),
      { role: 'services' },
      separator(),
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      separator(),
      { role: 'quit' },
    ],
  };
  const fileMenu: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [isMac ? { role: 'close' } : { role: 'quit' }],
  };
  const editMenu: MenuItemConstructorOptions = {
    label: 'Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      separator(),
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      separator(),
      { role: 'selectAll' },
    ],
  };
  const developerItems: MenuItemConstructorOptions[] = isDev
    ? [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, separator()]
    : [];
  const viewMenu: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [...developerItems, { role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, separator(), { role: 'togglefullscreen' }],
  };
  const windowMenu: MenuItemConstructorOptions = {
    label: 'Window',
    submenu: isMac ? [{ role: 'minimize' }, { role: 'zoom' }, separator(), { role: 'front' }] : [{ role: 'minimize' }, { role: 'close' }],
  };
  // On macOS About lives in the app menu; the Help menu still exists there for the system's search field.
  const helpMenu: MenuItemConstructorOptions = { label: 'Help', role: 'help', submenu: isMac ? [] : [about] };

  return [...(isMac ? [appMenu] : []), fileMenu, editMenu, viewMenu, windowMenu, helpMenu];
}

function separator(): MenuItemConstructorOptions {
  return { type: 'separator' };
}
