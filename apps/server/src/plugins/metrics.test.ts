import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-for-the-scraper';
let t: TestApp;
afterEach(async () => t?.close());

const scrape = (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
  t.inject({ method: 'GET', url: '/metrics', headers });

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    t = await createTestApp();
    expect((await scrape()).statusCode).toBe(404);
  });

  it('answers only its bearer token, in the envelope otherwise', async () => {
    t = await createTestApp({ metricsToken: TOKEN });
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-of-the-same-size!' },
    ];
    for (const headers of attempts) {
      const refused = await scrape(headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.code).toBeDefined();
    }
    expect((await scrape()).statusCode).toBe(200);
  });

  it('reports durations by route pattern, cache hits and misses, the outbox and the last backup', async () => {
    t = await createTestApp({ metricsToken: TOKEN, publicCacheTtlMs: 30_000 });
    for (let i = 0; i < 3; i++) await t.inject({ method: 'GET', url: '/api/v1/artworks/12345' });
    await t.inject({ method: 'GET', url: '/api/v1/collections' });
    await t.inject({ method: 'GET', url: '/api/v1/collections' });
    await t.app.mailer.enqueue(t.app.db, {
      to: 'a@example.com',
      subject: 'Waiting',
      text: 'In the outbox.',
      kind: 'test',
    });

    const res = await scrape();
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    // The pattern, never the id: one series whatever the id.
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/artworks\/:id",status="404"\} 3/,
    );
    expect(text).not.toContain('12345');
    expect(text).toMatch(/public_cache_lookups_total\{result="hit"\} 1/);
    expect(text).toMatch(/public_cache_lookups_total\{result="miss"\} 4/);
    expect(text).toMatch(/outbox_pending_emails 1/);
    expect(text).toMatch(/outbox_failed_emails 0/);
    expect(text).toMatch(/last_backup_timestamp_seconds 0/);
    expect(text).toMatch(/image_jobs\{status="queued"\} 0/);
    expect(text).toMatch(/image_jobs\{status="failed"\} 0/);
  });
});
