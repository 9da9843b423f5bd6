// Mutation testing of the security, paging and export core: `npm run mutation`, or one file at a
// time with `npm run mutation -- --mutate <file>` (two files took half an hour on two cores). Not
// run in CI. A run with --mutate judges the file by the tests of its own folder (MUTATION_TESTS,
// read by the vitest config beside this file): the wider suites reach the same code through
// hundreds of slower tests, and a mutant only they kill shows a unit test missing. Results and the
// incremental file stay in reports/mutation/ (ignored by git): a later run retests only the
// mutants whose code or tests changed.
import { dirname } from 'node:path';
import process from 'node:process';

const mutateAt = process.argv.indexOf('--mutate');
const mutated = mutateAt === -1 ? undefined : process.argv[mutateAt + 1];
if (mutated && !mutated.includes(',') && !process.env.MUTATION_TESTS) process.env.MUTATION_TESTS = `${dirname(mutated)}/**/*.test.ts`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'tools/mutation/vitest.mutation.config.mjs', related: false },
  // Each mutant runs only the tests that reached its code in the first, instrumented run.
  coverageAnalysis: 'perTest',
  mutate: [
    'electron/api-client/redact-token.ts',
    'electron/api-client/token-runs.ts',
    'electron/api-client/run-zones.ts',
    'common/paging/**/*.ts',
    '!common/paging/**/*.test.ts',
    'common/records/cell-text.ts',
    'electron/export/formats/xlsx-cells.ts',
    'electron/export/csv-writer.ts',
  ],
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: 'reports/mutation/.sandbox',
  concurrency: 1,
  dryRunTimeoutMinutes: 15,
  timeoutMS: 10_000,
  thresholds: { high: 90, low: 80, break: null },
};
