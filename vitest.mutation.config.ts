import { defineConfig } from 'vitest/config';

// Mutation testing (npm run mutation): the unit tests that exercise the rules engine, without the
// tests that spawn processes or read the build.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    exclude: ['tests/unit/cli.test.ts', 'tests/unit/electron-*.test.ts', 'tests/unit/web-bridge.test.ts', 'tests/unit/layering.test.ts', 'tests/unit/assets.test.ts', 'tests/unit/i18n.test.ts'],
    environment: 'node',
    // Instrumented code runs several times slower than the plain suite.
    testTimeout: 60_000,
    // Each Stryker runner is one vitest on one worker that keeps its modules between runs: Stryker
    // switches mutants at run time, so nothing needs re-importing.
    maxWorkers: 1,
    isolate: false,
  },
});
