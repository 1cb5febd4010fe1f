import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './scripts/chromium';

// End-to-end tests run against the real production build, in Debian's Chromium (never a
// downloaded browser). The global setup builds once and seeds the demo site once into a
// snapshot; each worker then runs its own server on a copy of it (e2e/fixtures.ts), so the
// specs run two at a time without seeing each other's changes (decision 039).
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // A spec file's tests run in order in one worker; the files are shared out between workers.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // A whole test's limit (each wait has its own, below). The few tests that need more (a real
  // SMTP round trip, deep-zoom tiles, a backup of the demo site) say so with test.setTimeout.
  timeout: 30_000,
  expect: { timeout: 7_000 },
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
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
