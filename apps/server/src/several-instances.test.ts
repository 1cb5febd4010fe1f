import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { upsertAdmin } from './modules/auth/auth.service';
import { deliverDueEmails } from './modules/mail/outbox.worker';
import { freePort, startSmtpServer, type TestSmtpServer } from './modules/mail/smtp.fixtures';
import { createArtwork } from './test/factories/catalogue';
import { postImage, solidImage } from './test/factories/images';
import { startTestS3, type TestS3 } from './test/s3';
import { createPostgresTestDatabase } from './test/postgres-test-database';

/**
 * Several instances on one PostgreSQL database (decision 029): what one does, the others see at
 * once. Each instance is a whole app with its own connection pool, cache and workers; they share
 * the database, Redis (or PostgreSQL's LISTEN/NOTIFY without it), the bucket and the SMTP server.
 * This is about PostgreSQL by nature, so it uses the server in both test projects.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = 'redis://127.0.0.1:6379';
const ADMIN = { email: 'artist@example.com', password: 'correct horse battery staple' };

interface Instance {
  app: FastifyInstance;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let smtp: TestSmtpServer;
let s3: TestS3;
const opened: Instance[] = [];

async function startInstance(shared: Partial<Config>): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-instance-'));
  const env = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // The cache is on, with a TTL far longer than the test: only the bus can make B see A's edit.
    PUBLIC_CACHE_TTL: '300',
    STORAGE_URL: s3.storageUrl,
  });
  const config: Config = {
    ...env,
    databaseUrl: database.url,
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    startWorkers: true,
    ...shared,
  };
  const app = await buildApp(config);
  await app.ready();
  const instance: Instance = {
    app,
    inject: (opts) => app.inject(opts),
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  opened.push(instance);
  return instance;
}

async function signIn(instance: Instance) {
  await upsertAdmin(instance.app.db, ADMIN.email, ADMIN.password, { resetPassword: false });
  const login = await instance.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: ADMIN,
    remoteAddress: '192.0.2.10',
  });
  expect(login.statusCode).toBe(200);
  return { authorization: `Bearer ${login.json().data.token.token as string}` };
}

/** An admin edit on A, then B's reads: the new title within moments, not B's cached copy. */
async function expectEditSeenAtOnce(a: Instance, b: Instance, auth: Record<string, string>) {
  const artwork = await createArtwork(a.app.db, { title: 'Harbour at dawn' });
  const url = `/api/v1/artworks/${artwork.id}`;
  expect((await b.inject({ method: 'GET', url })).json().data.title).toBe('Harbour at dawn');
  const again = await b.inject({ method: 'GET', url });
  expect(again.headers['x-cache']).toBe('HIT');

  for (const title of ['Harbour at dusk', 'Harbour at night']) {
    const edit = await a.inject({ method: 'PUT', url, payload: { title }, headers: auth });
    expect(edit.statusCode).toBe(200);
    // The message travels through Redis or PostgreSQL, so B hears it a few milliseconds after
    // A answered, not within the same tick. Two seconds is still far below the 300 s TTL: only
    // the bus can make B answer the new title this soon.
    await expect
      .poll(async () => (await b.inject({ method: 'GET', url })).json().data.title, {
        timeout: 2000,
        interval: 10,
      })
      .toBe(title);
  }
}

beforeAll(async () => {
  database = await createPostgresTestDatabase(SERVER_URL);
  smtp = await startSmtpServer(await freePort());
  s3 = await startTestS3();
});

afterAll(async () => {
  for (const instance of opened.splice(0)) await instance.close();
  await smtp?.close();
  await s3?.close();
  await database?.close();
});

describe('two instances with Redis', () => {
  let a: Instance;
  let b: Instance;
  let auth: Record<string, string>;
  beforeAll(async () => {
    // A prefix of its own: other test runs may share this Redis.
    const shared = { redisUrl: REDIS_URL, redisPrefix: `test-${randomBytes(4).toString('hex')}:` };
    a = await startInstance(shared);
    b = await startInstance(shared);
    auth = await signIn(a);
  });

  it('reads on B an edit made on A at once', async () => {
    await expectEditSeenAtOnce(a, b, auth);
  });

  it('serves on B a photo uploaded through A', async () => {
    const created = await postImage(a, auth, await solidImage(800, 600, '#43617a'), 'harbour.jpg');
    expect(created.statusCode).toBe(201);
    const served = await b.inject({ method: 'GET', url: created.json().data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('shares rate limits: the sixth message from one address is refused, whichever answers', async () => {
    const message = (n: number) => ({
      method: 'POST' as const,
      url: '/api/v1/contact',
      remoteAddress: '198.51.100.7',
      payload: {
        name: 'Ana',
        email: 'ana@example.com',
        message: `A question about the harbour paintings, number ${n}.`,
      },
    });
    const answers = [];
    for (let n = 0; n < 6; n++) answers.push((await (n % 2 ? b : a).inject(message(n))).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('sends an email queued on one instance once, with both workers running', async () => {
    const before = smtp.received.length;
    const subject = `Once ${randomBytes(4).toString('hex')}`;
    await a.app.mailer.enqueue(a.app.db, {
      to: 'collector@example.com',
      subject,
      text: 'Sent by whichever worker claims it first.',
      kind: 'test',
    });
    const copies = () => smtp.received.slice(before).filter((m) => m.raw.includes(subject));
    await expect.poll(() => copies().length, { timeout: 20_000, interval: 200 }).toBe(1);
    // A batch on each instance since (what each worker's next poll runs): still one copy.
    await deliverDueEmails(a.app);
    await deliverDueEmails(b.app);
    expect(copies()).toHaveLength(1);
  });
});

describe('two instances without Redis (PostgreSQL LISTEN/NOTIFY)', () => {
  it('reads on B an edit made on A at once', async () => {
    const a = await startInstance({ redisUrl: undefined });
    const b = await startInstance({ redisUrl: undefined });
    await expectEditSeenAtOnce(a, b, await signIn(a));
  });
});
