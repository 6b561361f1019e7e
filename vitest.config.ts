import { defineConfig } from 'vitest/config';

// Cheap argon2 parameters for the tests' password hashes, the seeded templates' included
// (apps/api/src/lib/password-hash-options.ts): inherited by the global setup and every worker.
process.env.COURTSIDE_TEST_CHEAP_HASHES ??= '1';

// One runner, three projects. API tests each build the app on a fresh database (PGlite in memory,
// or a new database on TEST_DATABASE_URL).
export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one: a single worker on this 2-core machine.
    // API files mostly wait on a database (PostgreSQL runs in its own processes), so use two.
    maxWorkers: 2,
    projects: [
      { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Files share each worker's module graph (no mocks in API tests; module state is keyed by
          // app instance): importing the app once per worker instead of once per file.
          isolate: false,
          setupFiles: ['test/setup.ts'],
          globalSetup: ['test/global-setup.ts'],
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
