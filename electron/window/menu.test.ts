import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { buildMenuTemplate } from './menu';

function submenu(template: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions[] {
  const menu = template.find((item) => item.label === label);
  if (!menu || !Array.isArray(menu.submenu)) throw new Error(`No ${label} menu`);
  return menu.submenu;
}

function roles(items: MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => (item.role ? [item.role] : []));
}

function allRoles(template: MenuItemConstructorOptions[]): string[] {
  return template.flatMap((menu) => [...(menu.role ? [menu.role] : []), ...(Array.isArray(menu.submenu) ? roles(menu.submenu) : [])]);
}

describe('buildMenuTemplate', () => {
  const base = { appName: 'SMS Explorer' };

  it('has an Edit menu whose roles make copy and paste work', () => {
    for (const isMac of [true, false]) {
      const edit = roles(submenu(buildMenuTemplate({ ...base, isMac, isDev: false }), 'Edit'));
      expect(edit).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']);
    }
  });

  it('offers reload and developer tools only in development', () => {
    for (const isMac of [true, false]) {
      const production = allRoles(buildMenuTemplate({ ...base, isMac, isDev: false }));
      expect(production).not.toContain('reload');
      expect(production).not.toContain('forceReload');
      expect(production).not.toContain('toggleDevTools');
      const development = roles(submenu(buildMenuTemplate({ ...base, isMac, isDev: true }), 'View'));
      expect(development).toEqual(
        expect.arrayContaining(['reload', 'toggleDevTools', 'zoomIn', 'zoomOut', 'resetZoom', 'togglefullscreen']),
      );
    }
  });

  it('has zoom and full screen in View', () => {
    const view = roles(submenu(buildMenuTemplate({ ...base, isMac: false, isDev: false }), 'View'));
    expect(view).toEqual(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']);
  });

  it('puts the app menu first on macOS only, and Quit in File elsewhere', () => {
    const mac = buildMenuTemplate({ ...base, isMac: true, isDev: false });
    expect(mac.map((menu) => menu.label)).toEqual(['SMS Explorer', 'File', 'Edit', 'View', 'Window', 'Help']);
    expect(roles(submenu(mac, 'SMS Explorer'))).toContain('quit');

    const other = buildMenuTemplate({ ...base, isMac: false, isDev: false });
    expect(other.map((menu) => menu.label)).toEqual(['File', 'Edit', 'View', 'Window', 'Help']);
    expect(roles(submenu(other, 'File'))).toEqual(['quit']);
  });

  it('calls onAbout from the About item', () => {
    let shown = 0;
    const template = buildMenuTemplate({ ...base, isMac: false, isDev: false, onAbout: () => (shown += 1) });
    const about = submenu(template, 'Help').find((item) => item.label === 'About SMS Explorer');
    about?.click?.(undefined as never, undefined, undefined as never);
    expect(shown).toBe(1);
    expect(roles(submenu(buildMenuTemplate({ ...base, isMac: false, isDev: false }), 'Help'))).toEqual(['about']);
  });
});
