/* global process, URL */
import { defineConfig } from 'vitest/config';

// Mutation runs use the main-process project only (node environment): the mutated files are
// main's and common's. MUTATION_TESTS (comma-separated globs) narrows the run to a file's own
// unit tests: the export journeys that also import it each walk a demo server, and on two cores
// a mutant times out before they end without telling more than the unit tests do.
const include = process.env.MUTATION_TESTS?.split(',') ?? [
  'electron/api-client/{redact,token-runs,run-zones,invisible}*.test.ts',
  'common/paging/**/*.test.ts',
  'common/records/cell-text*.test.ts',
  'electron/export/{csv-writer,formats/xlsx}*.test.ts',
];

export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include,
    environment: 'node',
    // Instrumented code on a shared machine runs several times slower than the suite's usual runs.
    // (one fuzz test of the redaction passed 30 s instrumented).
    testTimeout: 180_000,
  },
});
