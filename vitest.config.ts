import { defineConfig } from 'vitest/config';
import { CHANNEL_NAMES, PLAYER_CHANNELS } from './shared/contract/channels.js';

// The preloads' channel lists, as scripts/build-preload.mjs defines them for the built preloads.
const define = { __ASALTO_PRELOAD_CHANNELS__: JSON.stringify({ gm: CHANNEL_NAMES, player: PLAYER_CHANNELS }) };

export default defineConfig({
  test: {
    projects: [
      // Timeouts catch hangs, not slowness: a loaded 2-core machine runs the property tests several
      // times slower than an idle one, and speed is checked by the benchmarks, never by a timeout.
      { define, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'perf',
          include: ['tests/bench/**/*.perf.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        define,
        test: {
          name: 'electron',
          include: ['tests/electron/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
