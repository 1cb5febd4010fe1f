import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { claimDue } from './outbox.repository';
import {
  BATCH_SIZE,
  LEASE_MS,
  deliverDueEmails,
  nextAttemptAt,
  startOutboxWorker,
} from './outbox.worker';
import type { MailTransport } from './transport.service';

const t = useTestApp();

const enqueue = (subject: string, kind = 'test') =>
  t.app.mailer.enqueue(t.app.db, {
    to: 'reader@example.com',
    subject,
    text: `Text of ${subject}`,
    html: `<p>${subject}</p>`,
    kind,
  });
const row = async (id: number) =>
  (await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('without SMTP: .eml files', () => {
  it('writes one RFC 822 file per email under DATA_DIR/mail and marks it sent', async () => {
    const id = await enqueue('A quiet morning', 'newsletter_confirm');
    const result = await deliverDueEmails(t.app);
    expect(result).toMatchObject({ claimed: 1, sent: 1 });
    const dir = path.join(t.config.dataDir, 'mail');
    const files = readdirSync(dir).filter((f) => f.includes(`-${id}-`));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-newsletter_confirm\.eml$/);
    const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^From: Studio <studio@localhost>\r$/m);
    expect(eml).toMatch(/^To: reader@example\.com\r$/m);
    expect(eml).toMatch(/^Subject: A quiet morning\r$/m);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Text of A quiet morning');
    expect(eml).toContain('Content-Type: text/html');
    expect((await row(id)).status).toBe('sent');
  });
});

describe('claiming', () => {
  it('hands each email to exactly one of several concurrent workers', async () => {
    const ids = await Promise.all(
      Array.from({ length: 3 * BATCH_SIZE + 2 }, (_, i) => enqueue(`Race ${i}`)),
    );
    const sends: number[] = [];
    const transport: MailTransport = {
      name: 'smtp',
      send: async (_message, r) => {
        await pause(2);
        sends.push(r.id);
      },
      close: () => undefined,
    };
    const worker = async () => {
      while ((await deliverDueEmails(t.app, { transport })).claimed > 0);
    };
    await Promise.all([worker(), worker(), worker()]);
    expect([...sends].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    for (const id of ids) expect((await row(id)).status).toBe('sent');
  });

  it('leaves a claimed email alone until the lease of a crashed worker runs out', async () => {
    const id = await enqueue('Lease');
    const now = new Date(Date.now() + 1000); // the rows' now() has microseconds; stay clear of it
    expect((await claimDue(t.app.db, now, 10, LEASE_MS)).map((r) => r.id)).toEqual([id]);
    // The worker "crashed" here without recording anything.
    expect(await claimDue(t.app.db, new Date(now.getTime() + 60_000), 10, LEASE_MS)).toEqual([]);
    const again = await claimDue(t.app.db, new Date(now.getTime() + LEASE_MS + 1), 10, LEASE_MS);
    expect(again.map((r) => [r.id, r.attempts])).toEqual([[id, 2]]);
  });

  it('backs off 30 s, 2 min, 10 min, 1 h ... and gives up after 8 attempts', () => {
    const now = new Date(0);
    expect([1, 2, 3, 4].map((n) => nextAttemptAt(n, now)!.getTime())).toEqual([
      30e3, 120e3, 600e3, 3600e3,
    ]);
    expect(nextAttemptAt(7, now)).not.toBeNull();
    expect(nextAttemptAt(8, now)).toBeNull();
  });
});

describe('worker loop', () => {
  it('delivers in the background and stop() waits for the batch in flight', async () => {
    const id = await enqueue('Background');
    let finished = false;
    const transport: MailTransport = {
      name: 'file',
      send: async () => {
        await pause(50);
        finished = true;
      },
      close: () => undefined,
    };
    const worker = startOutboxWorker(t.app, { intervalMs: 10, transport });
    for (let i = 0; i < 100 && !(await row(id)).locked_until; i++) await pause(5);
    await worker.stop();
    expect(finished).toBe(true);
    expect((await row(id)).status).toBe('sent');
  });

  it('is woken by an email queued in a transaction once it commits, not by its poll', async () => {
    const sent: string[] = [];
    const transport: MailTransport = {
      name: 'file',
      send: async (message) => void sent.push(String(message.subject)),
      close: () => undefined,
    };
    // A poll far longer than the test: only the wake can deliver the second email in time.
    const worker = startOutboxWorker(t.app, { intervalMs: 600_000, transport });
    try {
      await worker.listening;
      await enqueue('First');
      await expect.poll(() => sent, { timeout: 10_000 }).toContain('First');
      await t.app.db.transaction(async (tx) => {
        await t.app.mailer.enqueue(tx, {
          to: 'reader@example.com',
          subject: 'Second',
          text: 'Queued in a transaction.',
          kind: 'test',
        });
      });
      await expect.poll(() => sent, { timeout: 10_000 }).toContain('Second');
    } finally {
      await worker.stop();
    }
  });
});
