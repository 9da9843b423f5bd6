// How access checks run, shared by main (testConnection) and the window (Verify all, Test
// connection). Browser-safe: no Node imports.

/** A few at a time: enough to be quick, few enough not to look like a burst to the server. */
export const VERIFY_CONCURRENCY = 3;

/** Locations one testConnection call checks: a call stays short, and the dialog sends the rest in turn. */
export const MAX_TEST_LOCATIONS = 50;

/** Runs `task` over the items with at most `limit` running at once, in order of the items; results in the same order. */
export async function runBounded<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
