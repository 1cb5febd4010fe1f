import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { engineIndependentTestFiles } from './apps/server/src/test/engine-test-files.ts';

// One Vitest run covers every workspace. The server suite runs on embedded PGlite, and its
// files whose outcome depends on the engine run a second time on a real PostgreSQL server when
// TEST_DATABASE_URL is set (decision 040).
export default defineConfig({
  test: {
    // Three on the machine's 2 cores: the server's files wait on the processes they start and on
    // timers, which left the cores idle a third of the time with two (338 s; 263 s with three,
    // 265 s with four).
    maxWorkers: 3,
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
              test: {
                name: 'server-pg',
                env: { TEST_DB_KIND: 'postgres' },
                // The same outcome on both engines: run once, in `server`.
                exclude: engineIndependentTestFiles(
                  fileURLToPath(new URL('./apps/server', import.meta.url)),
                ),
              },
            },
          ]
        : []),
    ],
  },
});
