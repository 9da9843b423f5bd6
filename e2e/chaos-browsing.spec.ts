import { readGridToEnd } from './support/grid-reader';
import { expect, test } from './support/explorer-test';
import { expectedIds, expectEveryRowOnce } from './support/rows';
import { expectRowsOfLocation, statusBar } from './support/ui';

const LOCATION = 'loc-harbor-dental';
/** Longer than a chain of retries with the clamp's floors between them (0.5 + 1 + 2 s), so tokens expire only when the user looks away. */
const TTL_SECONDS = 5;

test('browsing under chaos: faults, short and empty pages, an expired token; every message once, in order', async ({ launch }) => {
  test.setTimeout(180_000);
  const { page, demo, mainLog } = await launch({
    demoConfig: {
      // Retry-After 0: the retries wait only the clamp's floor (0.5, 1, 2 s); retry-faults.spec.ts shows longer waits.
      faults: { rate: 0.08, kinds: ['429', '500', '503', 'reset'], seed: 'e2e-chaos-1', retryAfterSeconds: 0 },
      sparsePages: 0.3,
      pageTokenTtlSeconds: TTL_SECONDS,
    },
    // A tall window: fewer scroll steps through the 2,400 rows.
    viewport: { width: 1400, height: 1800 },
  });
  await expectRowsOfLocation(page, LOCATION);

  // Halfway through, the user looks away for longer than a page token lives: the walk restarts from
  // the first page, skipping the ~1,000 rows shown (many all-skipped pages, not empty ones: no pause).
  const read = await readGridToEnd(page, { pause: { afterRow: 1000, ms: TTL_SECONDS * 1000 + 500 }, timeoutMs: 150_000 });
  expectEveryRowOnce(read, expectedIds(demo.config, LOCATION));
  await expect(
    page.getByText("The server's page links expired; the results were reloaded from the start — nothing is shown twice."),
  ).toBeVisible();
  expect(read.grids, 'the rows shown stayed while the walk restarted').toBe(1);
  await expect(statusBar(page)).toContainText('End of results');
  // The chaos did happen: requests were retried after faults.
  expect(mainLog.filter((line) => line.includes('"event":"requestRetry"')).length).toBeGreaterThan(1);
});
