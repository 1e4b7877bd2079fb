import { defineConfig } from 'vitest/config';

// One run, four projects. The e2e project drives Debian's Chromium against the built site and runs
// its files one at a time (one browser, two cores).
export default defineConfig({
  test: {
    reporters: ['default', './tools/summary-reporter.ts'],
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      { test: { name: 'web', root: 'apps/web', include: ['app/**/*.test.{ts,tsx}'] } },
      {
        test: {
          name: 'e2e',
          root: 'apps/web',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
