import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSubscriber } from '../../test/factories/audience';
import { createTestApp, type TestApp } from '../../test/test-app';
import { freePort, startSmtpServer, type TestSmtpServer } from '../mail/smtp.fixtures';
import { startNewsletterWorker } from './newsletter-delivery.worker';

// The worker as app.ts starts it: its messages go through the mail module's transport (here
// SMTP, pooled), not a transport of its own.
let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer(await freePort());
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the newsletter worker', () => {
  it('delivers every recipient through the mail transport over SMTP, then marks the issue sent', async () => {
    const people = ['pool1@example.com', 'pool2@example.com', 'pool3@example.com'];
    for (const email of people) await createSubscriber(t.app.db, { email, status: 'active' });
    const created = await t.admin('POST', '/api/v1/admin/newsletter/issues', {
      subject: 'Through the pool',
      body_html: '<p>Three copies.</p>',
    });
    const id = created.json().data.id as number;
    expect(
      (await t.admin('POST', `/api/v1/admin/newsletter/issues/${id}/send`, {})).statusCode,
    ).toBe(200);

    const worker = startNewsletterWorker(t.app, { intervalMs: 20 });
    try {
      await vi.waitFor(
        async () => {
          const issue = (await t.admin('GET', `/api/v1/admin/newsletter/issues/${id}`)).json().data;
          expect(issue.status).toBe('sent');
        },
        { timeout: 15_000, interval: 50 },
      );
    } finally {
      await worker.stop();
    }
    for (const email of people) {
      const copies = smtp.received.filter((m) => m.to.includes(email));
      expect(copies).toHaveLength(1);
      expect(copies[0]!.raw).toContain('Subject: Through the pool');
    }
  });
});
