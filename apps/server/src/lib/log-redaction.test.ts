import { SECRET_QUERY_PARAMETERS } from '@atelier/core';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createArtwork, previewGrantHeaders } from '../test/factories/catalogue';
import { orderBody, placeOrder } from '../test/factories/orders';
import { useTestApp } from '../test/test-app';
import { verifyTokenFor } from '../modules/newsletter/newsletter-tokens.service';
import { REDACTED, redactText } from './log-redaction';

/** Every line the app logs, as written (JSON), read by the assertions. */
const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };
const logged = () => lines.join('');

const t = useTestApp({ logLevel: 'trace' }, { logStream });
beforeEach(() => {
  lines.length = 0;
});

describe('request logs', () => {
  it('never contain an order token, a Stripe session, a preview grant or an email link token', async () => {
    const art = await createArtwork(t.app.db, { price_cents: 90_000 });
    const placed = await placeOrder(t, orderBody([{ artwork_id: art.id }]));
    expect(placed.statusCode).toBe(201);
    const orderToken = placed.json().data.order.token as string;
    const grant = await previewGrantHeaders(t);
    const verify = verifyTokenFor(t.app.secrets.signingKey, 'reader@example.com');
    lines.length = 0;

    const urls = [
      `/api/v1/orders/${orderToken}`,
      `/api/v1/orders/${orderToken}?session_id=cs_test_secret123`,
      `/api/v1/orders/${orderToken}/payment`,
      `/checkout/success?order=${orderToken}&session_id=cs_test_secret123`,
      `/checkout?cancelled=${orderToken}`,
      `/mailing-list?verify=${encodeURIComponent(verify)}`,
      `/mailing-list?unsubscribe=${encodeURIComponent(verify)}`,
      `/mailing-list?waitlist=waitlist-secret-abc`,
      `/mailing-list?leave-waitlist=leave-secret-abc`,
      `/offers/offer-secret-abc`,
      `/api/v1/offers/offer-secret-abc`,
      `/admin/reset-password?token=reset-secret-abc`,
      `/api/v1/no-such-route/x?token=reset-secret-abc`,
    ];
    for (const url of urls) await t.inject({ method: 'GET', url, headers: grant });
    await t.inject({ method: 'GET', url: '/api/v1/artworks', headers: grant });

    const text = logged();
    expect(text).toContain('incoming request');
    expect(text).toContain(`/api/v1/orders/${REDACTED}/payment`);
    expect(text).toContain(`?order=${REDACTED}&session_id=${REDACTED}`);
    for (const secret of [
      orderToken,
      'cs_test_secret123',
      grant['x-preview-token'],
      verify,
      encodeURIComponent(verify),
      'reset-secret-abc',
      'waitlist-secret-abc',
      'leave-secret-abc',
      'offer-secret-abc',
    ])
      expect(text).not.toContain(secret);
    expect(text).toContain(`/offers/${REDACTED}`);
  });

  it('never contain the value of any secret query parameter, the early-access link included', async () => {
    for (const name of SECRET_QUERY_PARAMETERS)
      await t.inject({ method: 'GET', url: `/gallery?${name}=secret-${name}-value&page=2` });
    const text = logged();
    for (const name of SECRET_QUERY_PARAMETERS) {
      expect(text).not.toContain(`secret-${name}-value`);
      expect(text).toContain(`?${name}=${REDACTED}&page=2`);
    }
  });

  it('never contain the bearer token', async () => {
    await t.admin('GET', '/api/v1/auth/me');
    expect(logged()).toContain('/api/v1/auth/me');
    expect(logged()).not.toContain(t.token);
  });
});

describe('error logs', () => {
  it('keep the SQL text and error code of a failed query, and drop its parameters', async () => {
    const err = await t.app.db
      .execute(
        sql`select ${'ana.lima@example.com'}::int as n, ${'12 Harbor Road, Camden'}::text as a`,
      )
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(Error);
    t.app.log.error({ err }, 'unhandled error');

    const text = logged();
    const entry = JSON.parse(lines.find((l) => l.includes('unhandled error'))!);
    expect(entry.err.message).toContain('Failed query: select $1::int as n');
    expect(entry.err.cause.code).toBe('22P02');
    expect(text).not.toContain('ana.lima');
    expect(text).not.toContain('Harbor Road');
  });

  it('redact a secret URL inside an error message or a plain message', () => {
    t.app.log.warn(`Route GET:/api/v1/orders/abc123secret?token=tok-xyz-secret not found`);
    t.app.log.error({
      err: new Error('Reply already sent for /checkout/success?order=abc123secret'),
    });
    expect(logged()).toContain(`/api/v1/orders/${REDACTED}?token=${REDACTED}`);
    expect(logged()).not.toContain('abc123secret');
    expect(logged()).not.toContain('tok-xyz-secret');
  });
});

describe('redactText', () => {
  it('keeps everything that is not a secret', () => {
    expect(redactText('/api/v1/admin/orders/12?page=2&status=paid')).toBe(
      '/api/v1/admin/orders/12?page=2&status=paid',
    );
    expect(redactText('/api/v1/artworks?search=token&material=oil')).toBe(
      '/api/v1/artworks?search=token&material=oil',
    );
  });
});
