import { describe, expect, it } from 'vitest';
import { SHORTCUTS, bindingMatches, displayKeys } from './shortcut-list';

const press = (init: Partial<KeyboardEvent>) => ({
  key: '',
  code: '',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...init,
});

describe('the shortcut list', () => {
  it('has unique ids and no two entries bound to the same keys', () => {
    expect(new Set(SHORTCUTS.map((shortcut) => shortcut.id)).size).toBe(SHORTCUTS.length);
    const bindings = SHORTCUTS.flatMap((shortcut) => ('binding' in shortcut ? [JSON.stringify(shortcut.binding)] : []));
    expect(new Set(bindings).size).toBe(bindings.length);
  });

  it('matches by physical key with exactly the modifiers listed (Ctrl or Cmd for Mod)', () => {
    const exportAll = SHORTCUTS.find((shortcut) => shortcut.id === 'exportAll')!.binding;
    const exportCsv = SHORTCUTS.find((shortcut) => shortcut.id === 'exportCsv')!.binding;
    expect(bindingMatches(exportAll, press({ code: 'KeyE', key: 'E', ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(bindingMatches(exportAll, press({ code: 'KeyE', key: 'e', metaKey: true }))).toBe(false);
    expect(bindingMatches(exportCsv, press({ code: 'KeyE', key: 'e', metaKey: true }))).toBe(true);
    expect(bindingMatches(exportCsv, press({ code: 'KeyE', key: 'e', ctrlKey: true, altKey: true }))).toBe(false);
    // Option+Shift+T types a symbol on macOS; the physical key still matches.
    const cycle = SHORTCUTS.find((shortcut) => shortcut.id === 'cycleTimeZone')!.binding;
    expect(bindingMatches(cycle, press({ code: 'KeyT', key: 'ˇ', altKey: true, shiftKey: true }))).toBe(true);
    const help = SHORTCUTS.find((shortcut) => shortcut.id === 'showShortcuts')!.binding;
    expect(bindingMatches(help, press({ key: '?', code: 'Slash', shiftKey: true }))).toBe(true);
  });

  it('shows Mod and Alt as the platform names them', () => {
    expect(displayKeys('Mod+Shift+E', false)).toBe('Ctrl+Shift+E');
    expect(displayKeys('Alt+Shift+T', true)).toBe('⌥+Shift+T');
    expect(displayKeys('Mod+K', true)).toBe('⌘+K');
  });

  it('binds Copy link to Ctrl/Cmd+Shift+L, apart from Columns on Alt+Shift+L', () => {
    const copyLink = SHORTCUTS.find((shortcut) => shortcut.id === 'copyLink')!.binding;
    expect(bindingMatches(copyLink, press({ code: 'KeyL', key: 'L', ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(bindingMatches(copyLink, press({ code: 'KeyL', key: 'L', metaKey: true, shiftKey: true }))).toBe(true);
    expect(bindingMatches(copyLink, press({ code: 'KeyL', key: 'L', altKey: true, shiftKey: true }))).toBe(false);
    expect(bindingMatches(copyLink, press({ code: 'KeyL', key: 'l', ctrlKey: true }))).toBe(false);
  });

  it('takes no chord Electron’s default menu or Chromium keeps (reload, dev tools, close, quit, zoom, edit)', () => {
    const reserved = [
      { code: 'KeyR' },
      { code: 'KeyR', shiftKey: true },
      { code: 'KeyI', shiftKey: true },
      { code: 'KeyI', altKey: true },
      { code: 'KeyJ', shiftKey: true },
      { code: 'KeyC', shiftKey: true },
      { code: 'KeyW' },
      { code: 'KeyQ' },
      { code: 'KeyM' },
      { code: 'KeyN' },
      { code: 'KeyT' },
      { code: 'KeyZ' },
      { code: 'KeyZ', shiftKey: true },
      { code: 'KeyX' },
      { code: 'KeyV' },
      { code: 'KeyP' },
      { code: 'KeyS' },
      { code: 'Digit0', key: '0' },
    ].map((chord) => press({ ctrlKey: true, ...chord }));
    const taken = SHORTCUTS.flatMap((shortcut) =>
      'binding' in shortcut
        ? reserved.filter((chord) => bindingMatches(shortcut.binding, chord)).map((chord) => `${shortcut.id}: ${chord.code}`)
        : [],
    );
    expect(taken).toEqual([]);
  });
});
