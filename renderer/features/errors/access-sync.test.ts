import { describe, expect, it } from 'vitest';
import { mustReadAccessAgain } from './access-sync';

const checkedAt = '2026-01-02T03:04:05Z';

describe('reading a location’s access again after a search', () => {
  it('reads it again once a search is answered where the badge did not say verified', () => {
    expect(mustReadAccessAgain(true, undefined)).toBe(true);
    expect(mustReadAccessAgain(true, { status: 'failed', checkedAt })).toBe(true);
  });

  it('leaves a verified badge, and a search not answered, alone', () => {
    expect(mustReadAccessAgain(true, { status: 'ok', checkedAt })).toBe(false);
    expect(mustReadAccessAgain(false, undefined)).toBe(false);
  });
});
