import { describe, expect, it } from 'vitest';
import { createFingerprintSet } from './fingerprint-set';
import { JOB_NO_PROGRESS } from './no-progress';
import { createPageWalk } from './page-walk';

const PAGE = 500;
const idAt = (index: number) => `SM${index.toString(16).padStart(32, '0')}`;
const pageOf = (first: number, count: number, nextPageToken: string | null, restartedAfter?: { status: number }) => ({
  items: Array.from({ length: count }, (_unused, offset) => ({ id: idAt(first + offset) })),
  nextPageToken,
  ...(restartedAfter && { restartedAfter }),
});

describe('a walk over many sorted runs (small parts stand in for ten million ids)', () => {
  it('restarts twice after 150,000 rows and still hands out every row exactly once', () => {
    // 1,024 ids per table and 8,192 per large run: 150,000 ids make 18 large runs and a few small
    // ones, the shape ten million ids take with the default sizes.
    const seen = createFingerprintSet({ freshLimit: 1024, maxRunSize: 8192 });
    const walk = createPageWalk({ maxRestarts: 3, kept: 'written', seen, noProgress: JOB_NO_PROGRESS });
    const handedOut = new Set<string>();
    let duplicates = 0;
    const take = (items: Record<string, unknown>[]) => {
      for (const item of items) {
        if (handedOut.has(item.id as string)) duplicates += 1;
        handedOut.add(item.id as string);
      }
    };
    const pass = (from: number, to: number, restartAt: number, token: string) => {
      for (let first = from; first < to; first += PAGE) {
        const step = walk.accept(
          pageOf(first, PAGE, first + PAGE >= to ? null : `${token}${first}`, first === restartAt ? { status: 400 } : undefined),
        );
        expect(step.stop).toBeUndefined();
        take(step.items);
      }
    };
    pass(0, 150_000, -1, 'a');
    // The token expired: the walk starts over, the server now has 30,000 more rows.
    pass(0, 180_000, 0, 'b');
    expect(handedOut.size).toBe(180_000);
    // And again, part-way through a third pass over the same rows.
    pass(0, 90_000, 0, 'c');
    expect(handedOut.size).toBe(180_000);
    expect(duplicates).toBe(0);
    expect(seen.size).toBe(180_000);
    expect(walk.restarts).toBe(2);
  }, 120_000);
});
