import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDACTED } from './redact-token';
import { createRedactorCache } from './redactor-cache';

const fakeToken = () => `tok_${randomBytes(24).toString('base64url')}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('createRedactorCache', () => {
  it('gives the same redactor while its token keeps being asked for, and forgets it once idle', () => {
    vi.useFakeTimers();
    const redactorFor = createRedactorCache(1000);
    const token = fakeToken();
    const first = redactorFor(token);
    for (let step = 0; step < 5; step++) {
      vi.advanceTimersByTime(900);
      expect(redactorFor(token)).toBe(first);
    }
    vi.advanceTimersByTime(1000);
    expect(redactorFor(token)).not.toBe(first);
  });

  it('builds a new redactor for another token, each removing its own token only', () => {
    const redactorFor = createRedactorCache();
    const [one, two] = [fakeToken(), fakeToken()];
    const text = `a ${one} b ${two} c`;
    expect(redactorFor(one).redact(text)).toBe(`a ${REDACTED} b ${two} c`);
    expect(redactorFor(two).redact(text)).toBe(`a ${one} b ${REDACTED} c`);
    expect(redactorFor(one).redact(text)).toBe(`a ${REDACTED} b ${two} c`);
  });
});
