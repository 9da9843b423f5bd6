import { afterEach, describe, expect, it } from 'vitest';
import type { ExportHarness } from '../test/export-all-fixture';
import { readCsv, startExportHarness } from '../test/export-all-fixture';

let harness: ExportHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

/**
 * The chaos export (issue 6): 50,000 messages, 7% of requests failing with seeded 429/500/503/
 * dropped connections, page tokens that live 0.4 s and one answer slow enough to outlive its
 * token. Every matching message must be in the file exactly once, in server order.
 */
describe('exportAll under chaos', () => {
  it.each([1, 2, 3])(
    'writes every message exactly once with faults seeded %i',
    async (seed) => {
      let slowed = false;
      const h = await startExportHarness({
        messages: 50_000,
        demo: {
          sparsePages: 0.1,
          pageTokenTtlSeconds: 0.4,
          slowMs: 700,
          faults: { rate: 0.07, kinds: ['429', '500', '503', 'reset'], seed, retryAfterSeconds: 0 },
        },
        exporter: { progressIntervalMs: 0 },
        onProgress: (progress, x) => {
          if (slowed || progress.pages < 30) return;
          slowed = true;
          x.api.queueFaults('slow');
        },
      });
      harness = h;

      const outcome = await h.run({ pageSize: 500 });

      const ids = (await readCsv(h.target)).records.map((record) => record.id);
      expect(outcome).toMatchObject({ status: 'complete', rows: 50_000 });
      expect(ids).toEqual(h.truth());
      expect(new Set(ids).size).toBe(50_000);
      expect(h.delays.length).toBeGreaterThan(3);
      expect(h.events.at(-1)?.restarts).toBeGreaterThanOrEqual(1);
    },
    20_000,
  );
});
