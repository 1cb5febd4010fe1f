import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './scripts/chromium';

// End-to-end tests run against the real production build, in Debian's Chromium (never a
// downloaded browser). The global setup builds once and seeds the demo site once into a
// snapshot; each worker then runs its own server on a copy of it (e2e/fixtures.ts), so the
// specs run three at a time without seeing each other's changes (decision 039).
const desktop = { ...devices['Desktop Chrome'], channel: undefined };
const OWN_SERVER_FILES = /\/(deep-zoom|admin-backups)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // A spec file's tests run in order in one worker; the files are shared out between workers.
  // Three on the machine's 2 cores: a test spends much of its time waiting on its page or its
  // server (decision 039).
  fullyParallel: false,
  workers: 3,
  retries: 0,
  forbidOnly: true,
  // A whole test's limit, and each wait's: a test that needs more is slow, and that is a bug.
  timeout: 15_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // `npm run test:e2e` installs one first when the machine has none (scripts/ensure-chromium.ts).
      executablePath: findChromium() ?? undefined,
      args: [...CHROMIUM_FLAGS, '--disable-quic'],
    },
  },
  projects: [
    // Specs whose server runs what the others keep off (test.use({ serverEnv })) get workers of
    // their own. Listed first, they start at once beside the rest instead of last and alone.
    { name: 'own-server', testMatch: OWN_SERVER_FILES, use: desktop },
    { name: 'desktop', testIgnore: OWN_SERVER_FILES, use: desktop },
  ],
});
