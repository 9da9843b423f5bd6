import { describe, expect, it } from 'vitest';
import { createAlertFocus } from './alert-focus';

describe('the focus handed to the next alert', () => {
  it('goes to the first alert shown for that connection, once', () => {
    const focus = createAlertFocus();
    focus.handOff('c1');
    expect(focus.take('c1')).toBe(true);
    expect(focus.take('c1')).toBe(false);
  });

  it('is not taken by an alert of another connection, nor without a hand-off', () => {
    const focus = createAlertFocus();
    expect(focus.take('c1')).toBe(false);
    focus.handOff('c1');
    expect(focus.take('c2')).toBe(false);
    expect(focus.take('c1')).toBe(true);
  });
});
