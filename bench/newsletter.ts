// npm run bench:newsletter — sending a newsletter to 10,000 subscribers through a real SMTP
// server (the `smtp-server` package, started here as a sink that counts by Message-ID), from
// the production server on a fresh PostgreSQL database (created and dropped here; the server
// of TEST_DATABASE_URL, or 127.0.0.1:5432). Two scenarios (decision 033):
// - delivery: messages per second, the server's peak memory, and how long after the last
//   message the admin's figures say "all delivered";
// - crash: the server is killed (SIGKILL) at about 30% of a second issue and started again;
//   the sink must then hold exactly one copy per subscriber: 0 missing, duplicates counted.
import pg from 'pg';
import { scratchDatabase } from './scratch-database';
import { SMTPServer } from 'smtp-server';
import { build, printTable, rssMb, startServer, writeResult, type RunningServer } from './lib';

const PORT = Number(process.env.BENCH_PORT ?? 3111);
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 2526);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
/** Short, so the batch in flight at the crash is retaken within the run (default 300 s). */
const LEASE_SECONDS = 10;
const PASSWORD = 'bench-password-123';

/** The sink: every message's Message-ID, counted, and when the last one came. */
const copies = new Map<string, number>();
let lastAt = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  size: 1024 * 1024,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 8192) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      const id = /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? `(none ${copies.size})`;
      copies.set(id, (copies.get(id) ?? 0) + 1);
      lastAt = performance.now();
      callback();
    });
  },
});
await new Promise<void>((resolve) => sink.listen(SMTP_PORT, '127.0.0.1', resolve));

/** Copies at the sink of one issue's messages (`<newsletter-{issue}-{subscriber}@…>`). */
function countsOf(issueId: number) {
  let distinct = 0;
  let total = 0;
  for (const [id, n] of copies) {
    if (!id.startsWith(`<newsletter-${issueId}-`)) continue;
    distinct++;
    total += n;
  }
  return { distinct, total, duplicates: total - distinct, missing: SUBSCRIBERS - distinct };
}

async function api<T>(
  server: RunningServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(`${server.origin}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; error?: { message: string } };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.error?.message}`);
  return json.data;
}

async function login(server: RunningServer) {
  const res = await fetch(`${server.origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }),
  });
  return ((await res.json()) as { data: { token: { token: string } } }).data.token.token;
}

interface Stats {
  recipients: number;
  delivered: number;
  failed: number;
  pending: number;
}

/** Starts sending a new issue to every active subscriber; returns its id. */
async function send(server: RunningServer, token: string, subject: string) {
  const issue = await api<{ id: number }>(server, token, 'POST', '/admin/newsletter/issues', {
    subject,
    body_html: '<p>Dear {first_name|friend}, new paintings are up in the studio.</p>',
  });
  await api(server, token, 'POST', `/admin/newsletter/issues/${issue.id}/send`, {});
  return issue.id;
}

/** Polls the admin's figures until every recipient is delivered (or failed). */
async function waitDelivered(server: RunningServer, token: string, issueId: number, pid: number) {
  let peak = 0;
  for (;;) {
    peak = Math.max(peak, rssMb(pid));
    const { stats } = await api<{ stats: Stats }>(
      server,
      token,
      'GET',
      `/admin/newsletter/issues/${issueId}`,
    );
    if (stats.recipients && stats.pending === 0) return { stats, seenAt: performance.now(), peak };
    await new Promise((r) => setTimeout(r, 100));
  }
}

build();
const database = await scratchDatabase('atelier_newsletter');
const env = {
  DATABASE_URL: database.url,
  SEED_DEMO: 'false',
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  NEWSLETTER_RATE_PER_MINUTE: '0',
  NEWSLETTER_LEASE_SECONDS: String(LEASE_SECONDS),
};
let server: RunningServer | undefined;
try {
  server = await startServer(PORT, env);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  await db.query(
    `insert into subscribers (email, first_name, status, source, confirmed_at)
     select 'reader' || i || '@example.com', case when i % 3 = 0 then null else 'Reader' end,
       'active', 'footer', now()
     from generate_series(1, $1::int) i`,
    [SUBSCRIBERS],
  );
  await db.end();
  let token = await login(server);

  // Delivery.
  const rssBefore = rssMb(server.pid);
  const started = performance.now();
  const first = await send(server, token, 'Delivery');
  const delivered = await waitDelivered(server, token, first, server.pid);
  const seconds = (lastAt - started) / 1000;
  const delivery = {
    ...countsOf(first),
    admin: delivered.stats,
    seconds: Math.round(seconds * 10) / 10,
    perSecond: Math.round(SUBSCRIBERS / seconds),
    rssBeforeMb: Math.round(rssBefore),
    rssPeakMb: Math.round(delivered.peak),
    figuresAfterLastMs: Math.max(0, Math.round(delivered.seenAt - lastAt)),
  };
  console.info(
    `delivery: ${delivery.distinct} delivered in ${delivery.seconds} s (${delivery.perSecond}/s)`,
  );

  // Crash at about 30%, then a new process on the same database.
  const crashStarted = performance.now();
  const second = await send(server, token, 'Crash');
  while (countsOf(second).total < SUBSCRIBERS * 0.3) await new Promise((r) => setTimeout(r, 5));
  const atCrash = countsOf(second).total;
  process.kill(server.pid, 'SIGKILL');
  await new Promise((r) => setTimeout(r, 500));
  console.info(`crash: killed after ${atCrash} messages; starting again`);
  server = await startServer(PORT, env);
  token = await login(server);
  const after = await waitDelivered(server, token, second, server.pid);
  const crash = {
    ...countsOf(second),
    atCrash,
    admin: after.stats,
    seconds: Math.round((lastAt - crashStarted) / 100) / 10,
  };

  console.info(
    `\n${SUBSCRIBERS} subscribers, PostgreSQL, throttle off, lease ${LEASE_SECONDS} s\n`,
  );
  printTable([
    [
      'scenario',
      'delivered',
      'duplicates',
      'missing',
      'seconds',
      'msg/s',
      'server RSS',
      'figures after',
    ],
    [
      'delivery',
      delivery.distinct,
      delivery.duplicates,
      delivery.missing,
      delivery.seconds,
      delivery.perSecond,
      `${delivery.rssBeforeMb} → ${delivery.rssPeakMb} MB`,
      `${delivery.figuresAfterLastMs} ms`,
    ],
    [
      `crash at ${atCrash}`,
      crash.distinct,
      crash.duplicates,
      crash.missing,
      crash.seconds,
      '',
      '',
      '',
    ],
  ]);
  writeResult('newsletter', {
    subscribers: SUBSCRIBERS,
    leaseSeconds: LEASE_SECONDS,
    delivery,
    crash,
  });
  if (delivery.missing || crash.missing) process.exitCode = 1;
} finally {
  await server?.stop();
  await database.drop();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
}
