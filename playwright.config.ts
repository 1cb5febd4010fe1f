import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './scripts/chromium';

// End-to-end tests run against the real production build on a fresh embedded database
// seeded with demo content, in Debian's Chromium (never a downloaded browser).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'atelier-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export const E2E_ADMIN = { email: 'artist@example.com', password: 'e2e-password-123' };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // One worker: every spec shares one seeded server, and specs that reorder, hide or sell works
  // must not see another spec's changes mid-test (a keyboard-reorder check failed that way).
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // A whole test's limit (each wait has its own, below). 60 s: on a slow 2-core machine, with
  // the demo paintings' image jobs still encoding beside it, admin tests took 31-43 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // `npm run test:e2e` installs one first when the machine has none (scripts/ensure-chromium.ts).
      executablePath: findChromium() ?? undefined,
      args: [...CHROMIUM_FLAGS, '--disable-quic'],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      // The waitlist spec waits for a notice of new work: announce every 2 s, not every minute.
      WAITLIST_NOTICE_SECONDS: '2',
    },
  },
});
