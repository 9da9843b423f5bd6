// Mutation testing of the security and paging core, one file at a time and never in CI (slow):
//   npm run mutation -- --mutate common/paging/page-walk.ts
// Only the tests in the mutated file's folder run (MUTATION_TESTS, read by the vitest config
// below): on two shared cores the journeys that also import a core file take most of the time
// and kill nothing its unit tests do not. Incremental: unchanged mutants keep their last result.
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
  coverageAnalysis: 'perTest',
  concurrency: 1,
  dryRunTimeoutMinutes: 15,
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  reporters: ['clear-text', 'progress'],
  tempDirName: 'reports/mutation/.sandbox',
  thresholds: { high: 90, low: 80, break: null },
};
