import { defineConfig } from 'vitest/config';

// One run, six projects. The e2e project drives Debian's Chromium against the built site, two files
// at a time, after the others.
export default defineConfig({
  test: {
    reporters: ['default', './tools/summary-reporter.ts'],
    // Two workers on two cores (Vitest's default is cores - 1, one here): the integration suites
    // spend most of their time waiting on PostgreSQL, Redis, NATS, child processes and timers, and
    // every suite has a database schema, a data directory and bus subjects of its own.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          // Pure rules with no I/O, no mocks, no fake timers and no globals: the files may share a
          // worker's modules instead of importing the package again each (33 s -> 9 s, mostly import).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The server's unit tests: no database, bus or child process (those are *.int.test.ts). The
        // files share a worker's modules instead of importing the server again each (204 s -> 99 s,
        // import 155 s -> 25 s); none mocks a module or changes the environment.
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
          testTimeout: 20_000,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The server's integration tests (PostgreSQL, Redis, NATS, child processes), each file in
        // modules of its own.
        test: {
          name: 'server-int',
          root: 'apps/server',
          include: ['src/**/*.int.test.ts'],
          testTimeout: 20_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Checks of the repository itself (tools/): the lint guards of the layers, the import graph of
        // the three packages (no circle, the web's floors: tools/imports/), docs/feeds.md's row tables.
        test: {
          name: 'tools',
          root: 'tools',
          include: ['**/*.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['app/**/*.test.{ts,tsx}'],
          // The files share a worker's modules instead of importing React, the router and the
          // catalogues again each (65 s -> 21 s, mostly import). They use fake timers and stubbed
          // globals, each put back after its test; a file that needs vi.mock, or modules fresh,
          // goes in a project of its own with isolation.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'apps/web',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One site for the suites without settings of their own (e2e/shared-site.ts).
          globalSetup: ['e2e/shared-site.ts'],
          // Two files at once, each with its own browser: a suite spends most of its time waiting for
          // the simulated matches to move (a goal, a ball, a raid), not on the cores; the suites that
          // write start sites of their own, the shared sites are only read (CI 22 -> under 20 min).
          fileParallelism: true,
          // After the others: on two cores, a site's simulator and the integration suites starve each
          // other (15 min together in CI, 3 + 3.5 min one after the other).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
