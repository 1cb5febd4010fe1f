import { NEWSLETTER_BODY_MAX, NEWSLETTER_MESSAGES as M } from '@atelier/core';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, subscribers } from '../../db/schema/index';
import { createSubscriber } from '../../test/factories/audience';
import { createTestApp, type TestApp } from '../../test/test-app';
import { freePort, startSmtpServer, type TestSmtpServer } from '../mail/smtp.fixtures';
import { deliverNewsletterBatch } from './newsletter-delivery.worker';

let t: TestApp;
let smtp: TestSmtpServer;
let send: (m: Mail.Options) => Promise<void>;
let close: () => void;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://studio.test' });
  smtp = await startSmtpServer(await freePort());
  const tr = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
  });
  send = async (m) => void (await tr.sendMail(m));
  close = () => tr.close();
});
afterAll(async () => {
  close();
  await smtp.close();
  await t.close();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.inject({
    method,
    url: `/api/v1${url}`,
    headers: t.auth,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const create = async (body: Record<string, unknown> = {}) => {
  const r = await api('POST', '/admin/newsletter/issues', {
    subject: 'Hello {first_name}',
    body_html: '<p>New work, {first_name|friend}.</p>',
    ...body,
  });
  expect(r.statusCode).toBe(201);
  return r.json().data;
};
const drain = async () => {
  while ((await deliverNewsletterBatch(t.app, send)) > 0);
};
const mailsTo = (addr: string) => smtp.received.filter((m) => m.to.includes(addr));

describe('newsletter issues: rules', () => {
  it('needs a subject, keeps the body under the limit and refuses images that are not ours', async () => {
    const empty = await api('POST', '/admin/newsletter/issues', { subject: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(M.subjectRequired);
    const big = await api('POST', '/admin/newsletter/issues', {
      subject: 'x',
      body_html: 'a'.repeat(NEWSLETTER_BODY_MAX + 1),
    });
    expect(big.statusCode).toBe(400);
    expect(big.body).toContain(M.bodyTooLong);
    const foreign = await api('POST', '/admin/newsletter/issues', {
      subject: 'x',
      body_html: '<p><img src="https://evil.test/a.png"></p>',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(M.foreignImage);
    const ours = await create({
      body_html:
        '<p><img src="/uploads/a.jpg" alt="a"></p><div data-card="artwork" data-id="7"></div>',
    });
    expect(ours.body_html).toContain('<div data-card="artwork" data-id="7"></div>');
    expect(ours.status).toBe('draft');
  });

  it('refuses an empty body, a past schedule and an empty audience, and sends nothing', async () => {
    const blank = await create({ body_html: '<p> </p>' });
    await createSubscriber(t.app.db, { email: 'only@example.com', status: 'active' });
    const r1 = await api('POST', `/admin/newsletter/issues/${blank.id}/send`, {});
    expect(r1.statusCode).toBe(400);
    expect(r1.json().error.message).toBe(M.bodyRequired);
    const issue = await create();
    const past = await api('POST', `/admin/newsletter/issues/${issue.id}/send`, {
      at: '2000-01-01T00:00:00Z',
    });
    expect(past.json().error.message).toBe(M.scheduleInPast);
    const niche = await create({ audience: { kind: 'topics', topics: ['exhibitions'] } });
    const none = await api('POST', `/admin/newsletter/issues/${niche.id}/send`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(M.noRecipients);
    const rows = await t.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'newsletter'));
    expect(rows).toHaveLength(0);
  });

  it('schedules once: a second send is refused, cancel returns it to draft', async () => {
    const issue = await create();
    const at = new Date(Date.now() + 3600_000).toISOString();
    const first = await api('POST', `/admin/newsletter/issues/${issue.id}/send`, { at });
    expect(first.json().data.status).toBe('scheduled');
    const again = await api('POST', `/admin/newsletter/issues/${issue.id}/send`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.alreadyScheduled);
    const cancelled = await api('POST', `/admin/newsletter/issues/${issue.id}/cancel`);
    expect(cancelled.json().data.status).toBe('draft');
  });

  it('refuses a move the issue lifecycle does not have, with a clear envelope, changing nothing', async () => {
    const draft = await create();
    const before = (await api('GET', `/admin/newsletter/issues/${draft.id}`)).json().data;
    const cancel = await api('POST', `/admin/newsletter/issues/${draft.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({
      error: {
        code: 'invalid_transition',
        message: M.notCancellable,
        details: { status: 'draft', to: 'draft' },
      },
    });
    expect((await api('GET', `/admin/newsletter/issues/${draft.id}`)).json().data).toEqual(before);
    const at = new Date(Date.now() + 3600_000).toISOString();
    await api('POST', `/admin/newsletter/issues/${draft.id}/send`, { at });
    const scheduled = (await api('GET', `/admin/newsletter/issues/${draft.id}`)).json().data;
    const now = await api('POST', `/admin/newsletter/issues/${draft.id}/send`, {});
    expect(now.json().error).toMatchObject({
      code: 'invalid_transition',
      message: M.alreadyScheduled,
      details: { status: 'scheduled', to: 'sending' },
    });
    expect((await api('GET', `/admin/newsletter/issues/${draft.id}`)).json().data).toEqual(
      scheduled,
    );
    const rows = await t.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.newsletter_issue_id, draft.id));
    expect(rows).toHaveLength(0);
  });
});

describe('newsletter issues: delivery through SMTP', () => {
  it('sends one copy per recipient with unsubscribe headers, skips who left mid-send, and counts', async () => {
    await t.app.db.update(subscribers).set({ status: 'unsubscribed' });
    const people = ['ann@example.com', 'bob@example.com', 'cy@example.com'];
    await createSubscriber(t.app.db, { email: people[0]!, first_name: 'Ann', status: 'active' });
    await createSubscriber(t.app.db, { email: people[1]!, first_name: null, status: 'active' });
    await createSubscriber(t.app.db, { email: people[2]!, status: 'active' });
    const issue = await create({ early_access: true });
    const sent = await api('POST', `/admin/newsletter/issues/${issue.id}/send`, {});
    expect(sent.json().data.status).toBe('sending');
    const twice = await api('POST', `/admin/newsletter/issues/${issue.id}/send`, {});
    expect(twice.statusCode).toBe(409);
    // Cy leaves after the recipients were written, before delivery.
    await t.app.db
      .update(subscribers)
      .set({ status: 'unsubscribed' })
      .where(eq(subscribers.email, people[2]!));
    // Two workers at once: the claim hands each row to one of them.
    await Promise.all([drain(), drain()]);
    expect(mailsTo(people[0]!)).toHaveLength(1);
    expect(mailsTo(people[1]!)).toHaveLength(1);
    expect(mailsTo(people[2]!)).toHaveLength(0);
    // Headers unfolded (RFC 5322 §2.2.3): long ones arrive on several lines.
    const raw = mailsTo(people[0]!)[0]!.raw.replace(/\r\n[ \t]+/g, ' ');
    expect(raw).toMatch(
      /^List-Unsubscribe: <https:\/\/studio\.test\/api\/v1\/newsletter\/unsubscribe\/one-click\?token=/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toMatch(/^Message-ID: <newsletter-\d+-\d+@/m);
    expect(raw).toContain('Subject: Hello Ann');
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(mailsTo(people[1]!)[0]!.raw).toContain('Subject: Hello there');

    // The personal preview link gives a preview grant without a password.
    const access = /preview\?access=([^\s"&]+)/.exec(
      raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    )![1]!;
    const grant = await t.inject({
      method: 'POST',
      url: '/api/v1/preview/access-link',
      payload: { token: decodeURIComponent(access) },
    });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().data.token).toMatch(/^preview\./);

    // One-click unsubscribe from the header, attributed to the issue.
    const header = /^List-Unsubscribe: <([^>]+)>/m.exec(raw)![1]!;
    const oneClick = await t.inject({
      method: 'POST',
      url: header.replace('https://studio.test', ''),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    const [ann] = await t.app.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, people[0]!));
    expect(ann!.status).toBe('unsubscribed');

    await deliverNewsletterBatch(t.app, send);
    const { finishIssues } = await import('./newsletter-issue-lifecycle.service');
    await finishIssues(t.app.db, new Date());
    const figures = (await api('GET', `/admin/newsletter/issues/${issue.id}`)).json().data;
    expect(figures.status).toBe('sent');
    expect(figures.stats).toMatchObject({
      recipients: 3,
      delivered: 2,
      failed: 0,
      pending: 0,
      unsubscribes: 1,
    });
    const resend = await api('POST', `/admin/newsletter/issues/${issue.id}/send`, {});
    expect(resend.json().error.message).toBe(M.alreadySent);
  });
});

describe('newsletter issues: a crash mid-send', () => {
  it('sends a batch claimed by an instance that died once its lease has passed, each recipient once', async () => {
    for (const email of ['crash1@example.com', 'crash2@example.com', 'crash3@example.com'])
      await createSubscriber(t.app.db, { email, status: 'active' });
    const issue = await create({ subject: 'Before the crash' });
    expect((await api('POST', `/admin/newsletter/issues/${issue.id}/send`, {})).statusCode).toBe(
      200,
    );
    const { recipients } = (await api('GET', `/admin/newsletter/issues/${issue.id}`)).json().data
      .stats as { recipients: number };
    expect(recipients).toBeGreaterThanOrEqual(3);

    // An instance claims every recipient, then dies before sending any.
    const { claimRecipients } = await import('./newsletter-delivery.worker');
    const leaseMs = t.app.config.newsletterLeaseMs;
    const claimed = await t.app.db.transaction((tx) =>
      claimRecipients(tx, new Date(), 1000, leaseMs),
    );
    expect(claimed.filter((c) => c.row.newsletter_issue_id === issue.id)).toHaveLength(recipients);

    // While the lease holds, no one else sends them; once it has passed, another does, once.
    expect(await deliverNewsletterBatch(t.app, send)).toBe(0);
    const later = new Date(Date.now() + leaseMs + 1000);
    while ((await deliverNewsletterBatch(t.app, send, later)) > 0);
    expect(await deliverNewsletterBatch(t.app, send, new Date(later.getTime() + leaseMs))).toBe(0);

    const ids = smtp.received
      .map((m) => /^Message-ID: (<newsletter-(\d+)-\d+@[^>]+>)/im.exec(m.raw))
      .filter((m) => m?.[2] === String(issue.id))
      .map((m) => m![1]);
    expect(ids).toHaveLength(recipients);
    expect(new Set(ids).size).toBe(recipients);
    const figures = (await api('GET', `/admin/newsletter/issues/${issue.id}`)).json().data;
    expect(figures.stats).toMatchObject({ recipients, delivered: recipients, pending: 0 });
  });
});
