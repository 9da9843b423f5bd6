import { describe, expect, it } from 'vitest';
import { formatWhole } from './whole-number';

describe('formatWhole', () => {
  it('writes a count as toLocaleString does, for small, large and negative counts', () => {
    for (const value of [0, 1, 999, 1234, 1_048_576, 10_000_000, -42]) expect(formatWhole(value)).toBe(value.toLocaleString());
  });
});
