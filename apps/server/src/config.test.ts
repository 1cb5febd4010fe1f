import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.dataDir).toMatch(/data$/);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('lists every bad variable with its reason', () => {
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        ADMIN_EMAIL: 'nope',
        SEED_DEMO: 'maybe',
        SMTP_URL: 'http://x',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'ADMIN_EMAIL', 'SEED_DEMO', 'SMTP_URL'])
        expect(problems).toContain(name);
    }
  });

  it('treats empty strings as unset and needs both Stripe keys', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('runs one server process unless told more, and more only on PostgreSQL with Redis', () => {
    expect(loadConfig({}).processes).toBe(1);
    const pg = 'postgres://u@db/site';
    const redis = 'redis://cache:6379';
    expect(
      loadConfig({ SERVER_PROCESSES: '2', DATABASE_URL: pg, REDIS_URL: redis }).processes,
    ).toBe(2);
    expect(() => loadConfig({ SERVER_PROCESSES: '2', REDIS_URL: redis })).toThrow(
      'SERVER_PROCESSES: above 1 needs DATABASE_URL (the embedded database is opened by one process only)',
    );
    expect(() => loadConfig({ SERVER_PROCESSES: '2', DATABASE_URL: pg })).toThrow(
      'SERVER_PROCESSES: above 1 needs REDIS_URL, so that the processes share their rate limits',
    );
    expect(() => loadConfig({ SERVER_PROCESSES: '0' })).toThrow(/SERVER_PROCESSES/);
    expect(() => loadConfig({ SERVER_PROCESSES: 'two' })).toThrow(/SERVER_PROCESSES/);
  });

  it('reads another Stripe API address for tests', () => {
    const c = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test',
      STRIPE_WEBHOOK_SECRET: 'whsec',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(c.stripe).toEqual({
      secretKey: 'sk_test',
      webhookSecret: 'whsec',
      apiBase: 'http://127.0.0.1:12111',
    });
    expect(() => loadConfig({ STRIPE_API_BASE: 'ftp://x' })).toThrow(/STRIPE_API_BASE/);
  });
});
