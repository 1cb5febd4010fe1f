import { PREVIEW_ACCESS_MS, PREVIEW_TOKEN_HEADER } from '@atelier/core';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../../db/schema/index';
import { signToken } from '../../lib/signed-token';
import { createSubscriber } from '../../test/factories/audience';
import { useTestApp } from '../../test/test-app';
import { hasPreviewAccess } from '../preview/preview.service';
import {
  UNSUBSCRIBE_PURPOSE,
  VERIFY_PURPOSE,
  unsubscribeTokenFor,
  verifyTokenFor,
} from './newsletter-tokens.service';

const INVALID_VERIFY = 'This confirmation link is invalid or has expired.';
const INVALID_UNSUBSCRIBE = 'This unsubscribe link is invalid.';

const t = useTestApp();
let key: string;
beforeAll(async () => {
  key = t.app.secrets.signingKey;
  await createSubscriber(t.app.db, { email: 'pending@example.com', status: 'pending' });
  await createSubscriber(t.app.db, { email: 'staying@example.com' });
});

const call = (url: 'verify' | 'unsubscribe', token: string) =>
  t.inject({ method: 'POST', url: `/api/v1/newsletter/${url}`, payload: { token } });
const status = async (email: string) =>
  (await t.app.db.select().from(subscribers).where(eq(subscribers.email, email)))[0]!.status;
/** Same token with the last character of its signature changed. */
const tamper = (token: string) => token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
const past = () => new Date(Date.now() - 1000);

describe('POST /newsletter/verify rejects links it did not issue', () => {
  it.each([
    ['a tampered signature', () => tamper(verifyTokenFor(key, 'pending@example.com'))],
    [
      'another address swapped in',
      () =>
        verifyTokenFor(key, 'pending@example.com').replace(
          /^([^.]+)\.[^.]+/,
          `$1.${Buffer.from('other@example.com').toString('base64url')}`,
        ),
    ],
    ['an unsubscribe token', () => unsubscribeTokenFor(key, 'pending@example.com')],
    ['an expired token', () => signToken(key, VERIFY_PURPOSE, 'pending@example.com', past())],
    [
      'a token signed with another key',
      () => verifyTokenFor('another-key-another-key-another-key', 'pending@example.com'),
    ],
    ['garbage', () => 'not-a-token'],
  ])('%s: 400 and nothing changes', async (_what, token) => {
    const res = await call('verify', token());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(INVALID_VERIFY);
    expect(await status('pending@example.com')).toBe('pending');
  });

  it('a valid token for an address that is not on the list', async () => {
    const res = await call('verify', verifyTokenFor(key, 'nobody@example.com'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(INVALID_VERIFY);
  });

  it('an empty token is a validation error', async () => {
    const res = await call('verify', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('token: Token is required');
  });
});

describe('POST /newsletter/unsubscribe', () => {
  it('works with a long-lived token, years from now', async () => {
    await createSubscriber(t.app.db, { email: 'leaving@example.com' });
    const token = unsubscribeTokenFor(key, 'leaving@example.com');
    const expiry = new Date(parseInt(token.split('.')[2]!, 36));
    expect(expiry.getTime()).toBeGreaterThan(Date.now() + 5 * 365 * 86_400_000);
    expect((await call('unsubscribe', token)).statusCode).toBe(200);
    expect(await status('leaving@example.com')).toBe('unsubscribed');
  });

  it.each([
    ['a tampered signature', () => tamper(unsubscribeTokenFor(key, 'staying@example.com'))],
    ['a verify token', () => verifyTokenFor(key, 'staying@example.com')],
    ['an expired token', () => signToken(key, UNSUBSCRIBE_PURPOSE, 'staying@example.com', past())],
  ])('rejects %s and keeps the subscriber', async (_what, token) => {
    const res = await call('unsubscribe', token());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(INVALID_UNSUBSCRIBE);
    expect(await status('staying@example.com')).toBe('active');
  });
});

describe('signing up from the preview gate', () => {
  const requestWith = (token: string | undefined) =>
    ({
      user: null,
      headers: token ? { [PREVIEW_TOKEN_HEADER]: token } : {},
      server: t.app,
    }) as unknown as FastifyRequest;

  it('returns a 24-hour preview grant that the preview gate accepts', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      payload: { email: 'gate@example.com', source: 'preview' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.message).toBe('Thanks! Please check your inbox to confirm your subscription.');
    expect(data.preview_token).toMatch(/^preview\./);
    const lifetime = new Date(data.preview_expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(PREVIEW_ACCESS_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(PREVIEW_ACCESS_MS);
    expect(await hasPreviewAccess(requestWith(data.preview_token))).toBe(true);
    expect(await hasPreviewAccess(requestWith(tamper(data.preview_token)))).toBe(false);
    expect(await hasPreviewAccess(requestWith(undefined))).toBe(false);
  });

  it('gives no grant to other signups', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      payload: { email: 'footer@example.com', source: 'footer' },
    });
    expect(res.json().data).toEqual({
      message: 'Thanks! Please check your inbox to confirm your subscription.',
    });
  });
});
