import { describe, expect, it } from 'vitest';
import { SHORTCUTS, bindingMatches, displayKeys } from './shortcut-list';

const press = (init: Partial<KeyboardEvent>) => ({ key: '', code: '', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...init });

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
});
