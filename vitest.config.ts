import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace. The server suite runs on embedded PGlite, and a
// second time on a real PostgreSQL server when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    // The machine has 2 cores; PGlite instances and jsdom are memory-hungry.
    maxWorkers: 2,
    projects: [
      'packages/core',
      'scripts',
      'apps/web',
      'apps/server',
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              root: './apps/server',
              test: { name: 'server-pg', env: { TEST_DB_KIND: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
