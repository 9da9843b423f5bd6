import { describe, expect, it } from 'vitest';
import { createPasteGrants, isPasteKey, PASTE_GRANT_MS } from './paste-grants';

describe('paste grants', () => {
  function grantsAt(start = 1_000) {
    const clock = { ms: start };
    return { clock, grants: createPasteGrants(() => clock.ms) };
  }

  it('answers no read before the user pressed anything', () => {
    expect(grantsAt().grants.take()).toBe(false);
  });

  it('answers one read per press, within the window', () => {
    const { clock, grants } = grantsAt();
    grants.grant();
    clock.ms += PASTE_GRANT_MS;
    expect(grants.take()).toBe(true);
    expect(grants.take()).toBe(false);
  });

  it('refuses a read that comes too late, and spends the grant', () => {
    const { clock, grants } = grantsAt();
    grants.grant();
    clock.ms += PASTE_GRANT_MS + 1;
    expect(grants.take()).toBe(false);
    clock.ms -= PASTE_GRANT_MS;
    expect(grants.take()).toBe(false);
  });

  it('counts from the latest press', () => {
    const { clock, grants } = grantsAt();
    grants.grant();
    clock.ms += PASTE_GRANT_MS;
    grants.grant();
    clock.ms += PASTE_GRANT_MS;
    expect(grants.take()).toBe(true);
  });

  it('refuses when the clock reads earlier than the press', () => {
    const { clock, grants } = grantsAt();
    grants.grant();
    clock.ms -= 1;
    expect(grants.take()).toBe(false);
  });
});

describe('paste keys', () => {
  const key = (name: string, mods: Partial<{ control: boolean; meta: boolean; shift: boolean }> = {}) =>
    isPasteKey({ key: name, control: false, meta: false, shift: false, ...mods });

  it('are the paste shortcuts: Ctrl+V, ⌘V and Shift+Insert', () => {
    expect([
      key('v', { control: true }),
      key('V', { control: true, shift: true }),
      key('v', { meta: true }),
      key('Insert', { shift: true }),
    ]).toEqual([true, true, true, true]);
  });

  it('are not Enter or Space, which press whatever button has the focus', () => {
    expect([key('Enter'), key(' ')]).toEqual([false, false]);
  });

  it('are not the keys of typing', () => {
    expect([
      key('v'),
      key('V', { shift: true }),
      key('a', { control: true }),
      key('Insert'),
      key('Tab'),
      key('Control', { control: true }),
    ]).toEqual([false, false, false, false, false, false]);
  });
});
