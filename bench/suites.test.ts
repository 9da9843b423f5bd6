import { describe, expect, it } from 'vitest';
import { chosenSuites, SUITES } from './suites';

describe('chosenSuites', () => {
  it('runs every suite without --only', () => {
    expect([...chosenSuites([])]).toEqual([...SUITES]);
  });

  it('runs only the suites --only names', () => {
    expect([...chosenSuites(['--only', 'renderer,browse'])].sort()).toEqual(['browse', 'renderer']);
  });

  it('refuses an unknown or missing name, naming the choices', () => {
    expect(() => chosenSuites(['--only', 'render'])).toThrow(`out of: ${SUITES.join(', ')} (not: render)`);
    expect(() => chosenSuites(['--only'])).toThrow(`out of: ${SUITES.join(', ')}`);
  });
});
