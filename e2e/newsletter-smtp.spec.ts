import type { APIRequestContext } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { expectNoSeriousViolations } from './axe';
import { copySnapshot, E2E_SERVER_ENV } from './e2e-server';
import { expect, test } from './fixtures';
import { linkIn } from './mail';
import { startOwnServer, type OwnServer } from './own-server';

// A newsletter sent for real (issue 12): a server of its own whose SMTP_URL is a real SMTP
// server started here (the `smtp-server` package), three subscribers confirmed by the links
// in their emails, an issue composed in the editor with an artwork card and early access, a
// test to the artist, the send, then what arrived: the headers, the personal preview link
// that opens the preview collection, and the unsubscribe link that removes the subscriber.

const ADMIN = { email: 'studio@example.com', password: 'newsletter-e2e-password' };
const READERS = ['ada', 'bea', 'cy'].map((name) => ({
  name: name[0]!.toUpperCase() + name.slice(1),
  email: `${name}.reader@example.com`,
}));

interface Received {
  to: string;
  raw: string;
}
const received: Received[] = [];
let sink: SMTPServer;
let sinkPort: number;
let server: OwnServer;

/** Quoted-printable soft breaks and escapes undone, so links read whole. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const headerOf = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.+(?:\\r?\\n[ \\t].+)*)`, 'mi')
    .exec(raw.split(/\r?\n\r?\n/)[0]!)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ');

/** Waits for the email to `to` whose subject contains `subject`; returns it decoded. */
async function mailTo(to: string, subject: string) {
  let found: Received | undefined;
  await expect
    .poll(
      () =>
        (found = received.find(
          (m) => m.to === to && (headerOf(m.raw, 'Subject') ?? '').includes(subject),
        )),
      { timeout: 30_000, message: `an email "${subject}" to ${to}` },
    )
    .toBeTruthy();
  return { raw: found!.raw, text: decoded(found!.raw) };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        for (const to of session.envelope.rcptTo) received.push({ to: to.address, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  sinkPort = (sink.server.address() as { port: number }).port;
  // The demo site from the snapshot (its artworks make the cards), with this spec's admin.
  server = await startOwnServer(
    {
      ...E2E_SERVER_ENV,
      SMTP_URL: `smtp://127.0.0.1:${sinkPort}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    { prepare: copySnapshot },
  );
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => (sink ? sink.close(() => resolve()) : resolve()));
});

async function confirmReaders(request: APIRequestContext) {
  for (const reader of READERS) {
    const res = await request.post(`${server.baseUrl}/api/v1/newsletter/subscribe`, {
      data: { email: reader.email, first_name: reader.name, source: 'mailing-list' },
    });
    expect(res.ok()).toBe(true);
    const { text } = await mailTo(reader.email, 'onfirm');
    const verify = new URL(linkIn(text, /^\/mailing-list\?verify=/), server.baseUrl);
    const confirmed = await request.post(`${server.baseUrl}/api/v1/newsletter/verify`, {
      data: { token: verify.searchParams.get('verify') },
    });
    expect(confirmed.ok()).toBe(true);
  }
}

test('an issue with an artwork card and early access reaches three subscribers through SMTP', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await confirmReaders(request);
  const login = await request.post(`${server.baseUrl}/api/v1/auth/login`, { data: ADMIN });
  const token = (await login.json()).data.token.token as string;
  await page.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);

  // Compose: an artwork card, early access, a test to the artist.
  const subject = `New paintings ${Date.now()}`;
  await page.goto(`${server.baseUrl}/admin/newsletter/new`);
  await page.getByLabel('Subject').fill(subject);
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Dear {first_name|friend}, the new paintings:');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Artwork card' }).click();
  const picker = page.getByRole('dialog', { name: 'Insert an artwork card' });
  await picker.getByRole('listitem').first().getByRole('button').click();
  await expect(page.locator('.ProseMirror div[data-card="artwork"][data-id]')).toHaveCount(1);
  await page.getByRole('switch', { name: /^Early access/ }).click();
  await expect(page.getByText('3 subscribers will receive this issue')).toBeVisible();
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  const testCopy = await mailTo(ADMIN.email, subject);
  expect(testCopy.text).toContain('/artwork/');

  // Send, once, through the confirmation.
  await page.getByRole('button', { name: 'Send…' }).click();
  await page
    .getByRole('alertdialog', { name: 'Send this issue now?' })
    .getByRole('button', { name: 'Send now' })
    .click();
  const copies = await Promise.all(READERS.map((r) => mailTo(r.email, subject)));
  await expectNoSeriousViolations(page, 'a sent issue', { iframes: false });

  // Real email: both parts, its own Message-ID, one-click unsubscribe, the personal greeting.
  const [ada] = copies;
  expect(headerOf(ada!.raw, 'Content-Type')).toMatch(/^multipart\/alternative/);
  expect(ada!.raw).toMatch(/Content-Type: text\/plain/);
  expect(ada!.raw).toMatch(/Content-Type: text\/html/);
  expect(headerOf(ada!.raw, 'Message-ID')).toMatch(/^<newsletter-\d+-\d+@/);
  expect(new Set(copies.map((c) => headerOf(c.raw, 'Message-ID'))).size).toBe(3);
  expect(headerOf(ada!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(headerOf(ada!.raw, 'List-Unsubscribe')).toMatch(/<https?:\/\/[^>]+unsubscribe[^>]*>/);
  expect(ada!.text).toContain('Dear Ada, the new paintings:');
  expect(testCopy.text).toContain('Dear friend, the new paintings:');

  // The personal preview link opens the preview collection, no password asked.
  await page.goto(`${server.baseUrl}${linkIn(ada!.text, /^\/preview\?access=/)}`);
  await expect(page.getByText(/^Showing 1-\d+ of \d+ artworks$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This collection is private' })).toHaveCount(0);

  // The visible unsubscribe link asks, then removes the subscriber.
  await page.goto(`${server.baseUrl}${linkIn(ada!.text, /^\/mailing-list\?unsubscribe=/)}`);
  await page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible();
  const listed = await request.get(
    `${server.baseUrl}/api/v1/admin/subscribers?search=${READERS[0]!.email}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect((await listed.json()).data).toMatchObject([
    { email: READERS[0]!.email, status: 'unsubscribed' },
  ]);
});
