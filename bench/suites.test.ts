import { describe, expect, it } from 'vitest';
import { chosenSuites, OPT_IN_SUITES, SUITES } from './suites';

describe('chosenSuites', () => {
  it('runs every suite without --only', () => {
    expect([...chosenSuites([])]).toEqual([...SUITES]);
  });

  it('runs only the suites --only names', () => {
    expect([...chosenSuites(['--only', 'renderer,browse'])].sort()).toEqual(['browse', 'renderer']);
  });

  it('runs a suite that takes minutes only when named', () => {
    expect([...chosenSuites([])]).not.toContain('follow');
    expect([...chosenSuites(['--only', 'follow'])]).toEqual(['follow']);
  });

  it('refuses an unknown or missing name, naming the choices', () => {
    expect(() => chosenSuites(['--only', 'render'])).toThrow(`out of: ${[...SUITES, ...OPT_IN_SUITES].join(', ')} (not: render)`);
    expect(() => chosenSuites(['--only'])).toThrow(`out of: ${[...SUITES, ...OPT_IN_SUITES].join(', ')}`);
  });
});
