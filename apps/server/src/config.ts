import path from 'node:path';
import { z } from 'zod';
import { TrustProxySetting, type TrustProxy } from './lib/trust-proxy';
import { parseS3Url, type S3Location } from './lib/s3-url';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

/** Every environment variable the server reads, checked once at boot. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Who may state the client's address in X-Forwarded-For: off, a hop count, or addresses/CIDRs. */
  TRUST_PROXY: TrustProxySetting,
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  SEED_DEMO: bool.default(true),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Studio <studio@localhost>'),
  ARTIST_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  // Bearer token of GET /metrics; without it the endpoint does not exist.
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  // Several sites (or test runs) may share one Redis: every key and channel starts with this.
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/)
    .default('atelier:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Signs newsletter links and preview grants; generated and kept in the database when absent. */
  APP_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another Stripe API address (a local fake or mock in tests), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: url(['http:', 'https:']).optional(),
  /** Seconds a public API read or rendered page stays in the in-process cache; 0 turns it off. */
  PUBLIC_CACHE_TTL: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(0)
    .max(3600)
    .optional(),
  /** s3://bucket?endpoint=…&region=… puts uploads and backups in a bucket (decision 025). */
  STORAGE_URL: z
    .string()
    .transform((v, ctx) => {
      const parsed = parseS3Url(v);
      if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
      return parsed as S3Location;
    })
    .optional(),
  /**
   * Seconds a stopping server keeps answering after SIGTERM, with /readyz at 503, so the load
   * balancer stops sending before the port closes.
   */
  SHUTDOWN_DRAIN: z.coerce
    .number({ error: 'must be a number of seconds' })
    .min(0)
    .max(120)
    .optional(),
  /** Where browsers fetch uploaded images: a CDN or the bucket, e.g. https://cdn.example.com/uploads */
  PUBLIC_ASSET_URL: url(['http:', 'https:'])
    .refine((v) => !/[?#]/.test(v), { error: 'must not have a query or fragment' })
    .optional(),
  /** Hours between automatic backups (decision 027); 0 turns them off. */
  BACKUP_INTERVAL_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .min(0)
    .max(24 * 31)
    .default(24),
  /** Automatic backups kept; older ones are deleted after each new one. */
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(1000)
    .default(7),
  /**
   * Seconds from start to the first look at the backup schedule (then every five minutes). The
   * end-to-end backup spec sets a few, so it need not wait a minute for the first backup.
   */
  BACKUP_FIRST_CHECK_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int()
    .min(0)
    .max(3600)
    .default(60),
  /** Newsletter messages per minute across all instances (decision 033); 0 = no limit. */
  NEWSLETTER_RATE_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(0)
    .max(1_000_000)
    .default(0),
  /**
   * How long a claimed batch of newsletter recipients is an instance's alone; after a crash,
   * another claim retakes it once this has passed (decision 033).
   */
  NEWSLETTER_LEASE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int()
    .min(10)
    .max(3600)
    .default(300),
  /**
   * How often new public works are announced to the waitlist of similar work (decision 034):
   * a notice leaves at most this long after the work is first made public.
   */
  WAITLIST_NOTICE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int()
    .min(1)
    .max(86_400)
    .default(60),
  /** How often each instance looks for image jobs queued elsewhere or due again (decision 035). */
  IMAGE_JOB_POLL_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int()
    .min(1)
    .max(3600)
    .default(10),
  /**
   * false: this instance runs no image jobs (AVIF, deep-zoom tiles); they wait in the table for
   * an instance that does. The end-to-end test servers set it, so that encoding the demo's
   * paintings does not take the CPU the tests need (the deep-zoom spec turns it back on).
   */
  IMAGE_JOBS: bool.default(true),
  /**
   * Server processes on this machine, sharing its port (decision 038). Above 1 needs
   * DATABASE_URL (the embedded database has one process) and REDIS_URL (shared rate limits).
   */
  SERVER_PROCESSES: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(64)
    .default(1),
});
export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Fastify's trustProxy: which peers' X-Forwarded-For gives `request.ip` (off by default). */
  trustProxy: TrustProxy;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  artistEmail: string;
  redisUrl: string | undefined;
  /** Bearer token of GET /metrics (Prometheus); absent, the endpoint answers 404. */
  metricsToken: string | undefined;
  /** Start of every Redis key and channel name. */
  redisPrefix: string;
  logLevel: Env['LOG_LEVEL'];
  appSecret: string | undefined;
  stripe: { secretKey: string; webhookSecret: string; apiBase?: string } | undefined;
  /** Lifetime of in-process cached public responses; 0 disables the cache (the default in tests). */
  publicCacheTtlMs: number;
  /** After SIGTERM: how long /readyz answers 503 while requests are still served. */
  shutdownDrainMs: number;
  /** Uploads and backups in an S3-compatible bucket; absent means DATA_DIR (decision 025). */
  storage: S3Location | undefined;
  /** Origin and path under which browsers fetch /uploads/<key> (no trailing slash). */
  publicAssetUrl: string | undefined;
  /** Automatic backups: every `intervalHours` (0 = never), keeping the last `keep`. */
  backups: { intervalHours: number; keep: number };
  /** Delay from start to the scheduler's first look (then every five minutes). */
  backupFirstCheckMs: number;
  /** Newsletter sends per minute across instances; 0 = unthrottled. */
  newsletterRatePerMinute: number;
  newsletterLeaseMs: number;
  /** How often the waitlist's notices of new work are queued. */
  waitlistNoticeMs: number;
  imageJobPollMs: number;
  /** Whether this instance runs the image jobs (the end-to-end servers mostly do not). */
  imageJobs: boolean;
  /** How many server processes share the port (one primary starts them; decision 038). */
  processes: number;
  /** Folder of the built web app; absent in API-only tests. */
  webDist: string | undefined;
  /** Start the outbox worker loop (off in tests that drive it by hand). */
  startWorkers: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the environment; throws ConfigError listing every bad variable with its reason. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both or neither');
  }
  if (e.SERVER_PROCESSES > 1 && !e.DATABASE_URL)
    problems.push(
      'SERVER_PROCESSES: above 1 needs DATABASE_URL (the embedded database is opened by one process only)',
    );
  if (e.SERVER_PROCESSES > 1 && !e.REDIS_URL)
    problems.push(
      'SERVER_PROCESSES: above 1 needs REDIS_URL, so that the processes share their rate limits',
    );
  if (problems.length) throw new ConfigError(problems);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    artistEmail: e.ARTIST_EMAIL ?? e.ADMIN_EMAIL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL,
    appSecret: e.APP_SECRET,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
    // Tests write rows directly and read them back at once: no cache unless a test asks for one.
    publicCacheTtlMs: (e.PUBLIC_CACHE_TTL ?? (e.NODE_ENV === 'test' ? 0 : 30)) * 1000,
    // Behind a load balancer a few seconds let it see /readyz fail; on a laptop none are needed.
    shutdownDrainMs: (e.SHUTDOWN_DRAIN ?? (e.NODE_ENV === 'production' ? 5 : 0)) * 1000,
    storage: e.STORAGE_URL,
    publicAssetUrl: e.PUBLIC_ASSET_URL?.replace(/\/+$/, ''),
    backups: { intervalHours: e.BACKUP_INTERVAL_HOURS, keep: e.BACKUP_KEEP },
    backupFirstCheckMs: e.BACKUP_FIRST_CHECK_SECONDS * 1000,
    newsletterRatePerMinute: e.NEWSLETTER_RATE_PER_MINUTE,
    newsletterLeaseMs: e.NEWSLETTER_LEASE_SECONDS * 1000,
    waitlistNoticeMs: e.WAITLIST_NOTICE_SECONDS * 1000,
    imageJobPollMs: e.IMAGE_JOB_POLL_SECONDS * 1000,
    imageJobs: e.IMAGE_JOBS,
    processes: e.SERVER_PROCESSES,
    webDist: undefined,
    startWorkers: true,
  };
}
