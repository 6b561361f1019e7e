import { defineConfig } from 'vitest/config';

// One runner, three projects. API tests each build the app on a fresh database (PGlite in memory,
// or a new database on TEST_DATABASE_URL).
export default defineConfig({
  test: {
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
          setupFiles: ['test/setup.ts'],
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
