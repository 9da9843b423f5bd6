import { describe, expect, it } from 'vitest';
import { runBounded } from './verification';

describe('bounded concurrency', () => {
  it('never runs more than the limit at once and keeps the order of results', async () => {
    let running = 0;
    let most = 0;
    const results = await runBounded([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, item % 3));
      running -= 1;
      return item * 10;
    });
    expect(most).toBe(3);
    expect(results).toEqual([10, 20, 30, 40, 50, 60, 70]);
  });
});
