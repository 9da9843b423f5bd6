import { defineConfig } from 'vitest/config';
import process from 'node:process';
import { URL } from 'node:url';

// Mutation runs use the main-process project only (node environment): the mutated files are
// main's and common's. MUTATION_TESTS (comma-separated globs) narrows the run to a file's own
// unit tests: the export journeys that also import it each walk a demo server, and on two cores
// a mutant times out before they end without telling more than the unit tests do.
const include = process.env.MUTATION_TESTS?.split(',') ?? ['{electron,common}/**/*.test.ts'];

export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include,
    environment: 'node',
  },
});
