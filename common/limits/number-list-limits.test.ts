import { describe, expect, it } from 'vitest';
import { listSearchesProblem, MAX_LIST_SEARCHES } from './number-list-limits';

describe('the bound of a list of numbers', () => {
  it('runs exactly as many searches as the bound, and refuses one more, saying how many numbers fit', () => {
    expect(MAX_LIST_SEARCHES).toBe(500);
    expect(listSearchesProblem(50, 10)).toBeUndefined();
    expect(listSearchesProblem(1, 1)).toBeUndefined();
    expect(listSearchesProblem(51, 10)).toBe(
      '51 numbers at 10 locations would be 510 searches; at most 500 run at once. Choose fewer locations or split the list (50 numbers at a time here).',
    );
    expect(listSearchesProblem(27, 19)).toContain('(26 numbers at a time here)');
  });
});
