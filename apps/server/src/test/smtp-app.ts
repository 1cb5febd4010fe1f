import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config';
import { freePort, startSmtpServer, type TestSmtpServer } from '../modules/mail/smtp.fixtures';
import { createTestApp, type TestApp } from './test-app';

/**
 * The file's app sending its email to a real SMTP server of its own (what the server received
 * is in `smtp.received`): both are started before the first test and closed after the last.
 * As with useTestApp, the handles are filled in by `beforeAll`.
 */
export function useTestAppWithSmtp(overrides: Partial<Config> = {}) {
  const t = {} as TestApp;
  const smtp = {} as TestSmtpServer;
  beforeAll(async () => {
    const port = await freePort();
    Object.assign(smtp, await startSmtpServer(port));
    Object.assign(t, await createTestApp({ ...overrides, smtpUrl: `smtp://127.0.0.1:${port}` }));
  });
  // `close` is missing when starting failed: that error is the one to report.
  afterAll(async () => {
    await t.close?.();
    await smtp.close?.();
  });
  return { t, smtp };
}
