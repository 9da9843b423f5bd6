/**
 * The tests a mutant of the core is judged by: the unit tests of the redaction and paging files
 * themselves. The app's wider suites (the client against the demo API, the views) reach the same
 * code through hundreds of slower tests; run under every mutant they would turn half an hour into
 * several, and a mutant only they kill shows a unit test missing.
 * (A plain object, not vitest's defineConfig: importing vitest/config would retype vite.config.ts.)
 */
export default {
  test: {
    root: `${import.meta.dirname}/../..`,
    include: ['electron/api-client/{redact,token-runs,run-zones,invisible}*.test.ts', 'common/paging/**/*.test.ts'],
    environment: 'node',
    // Instrumented, the scan's fuzz and differential tests run several times slower (one passed 30 s).
    testTimeout: 180_000,
  },
};
