// Mutation testing of the security and paging core: `npm run mutation`, or one file at a time with
// `npm run mutation -- --mutate <file>` (a whole run takes half an hour on two cores). Not run in CI.
// Results and the incremental file stay in reports/mutation/ (ignored by git): a later run retests
// only the mutants whose code or tests changed.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'tools/mutation/vitest.config.ts', related: true },
  // Each mutant runs only the tests that reached its code in the first, instrumented run.
  coverageAnalysis: 'perTest',
  mutate: [
    'electron/api-client/redact-token.ts',
    'electron/api-client/token-runs.ts',
    'electron/api-client/run-zones.ts',
    'common/paging/**/*.ts',
    '!common/paging/**/*.test.ts',
    '!common/paging/test/**',
  ],
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: 'reports/mutation/.sandbox',
  concurrency: 1,
  timeoutMS: 10_000,
  thresholds: { high: 90, low: 80, break: null },
};
