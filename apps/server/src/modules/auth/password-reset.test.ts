import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authCodes } from '../../db/schema/index';
import { ADMIN, useTestApp } from '../../test/test-app';
import { bearer, loginFrom, outbox } from './auth.fixtures';
import { hashToken } from './auth.service';
import { RESET_REQUEST_MIN_MS } from './password-reset.service';

const t = useTestApp();

const forgot = (email: string, ip = '203.0.113.50') =>
  t.inject({
    method: 'POST',
    url: '/api/v1/auth/password/forgot',
    payload: { email },
    remoteAddress: ip,
  });
const reset = (token: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: { token, password } });

async function resetTokenFromEmail() {
  const [email] = await outbox(t, ADMIN.email, 'password_reset');
  const url = /(http\S+\/admin\/reset-password#token=([\w-]+))/.exec(email!.text_body);
  return { url: url![1]!, token: url![2]! };
}

describe('POST /auth/password/forgot', () => {
  it('answers the same, in about the same time, whether or not the email is an admin', async () => {
    const started = Date.now();
    const unknown = await forgot('nobody@example.com', '203.0.113.51');
    const unknownMs = Date.now() - started;
    const known = await forgot(ADMIN.email.toUpperCase(), '203.0.113.52');
    const knownMs = Date.now() - started - unknownMs;
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(unknown.headers['cache-control']).toBe('no-store');
    // Both wait for the same floor, so neither answers sooner.
    expect(unknownMs).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_MS - 5);
    expect(knownMs).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_MS - 5);
    expect(await outbox(t, 'nobody@example.com', 'password_reset')).toHaveLength(0);
    expect(await outbox(t, ADMIN.email, 'password_reset')).toHaveLength(1);
  });

  it('emails a link whose token is stored only hashed, valid for one hour', async () => {
    const { url, token } = await resetTokenFromEmail();
    expect(url).toContain(`${t.config.publicUrl}/admin/reset-password#token=`);
    const rows = await t.app.db
      .select()
      .from(authCodes)
      .where(eq(authCodes.purpose, 'password_reset'));
    expect(rows.map((r) => r.code_hash)).toContain(hashToken(token));
    expect(rows.some((r) => r.code_hash === token)).toBe(false);
    const row = rows.find((r) => r.code_hash === hashToken(token))!;
    const lifetime = row.expires_at.getTime() - row.created_at.getTime();
    expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(5000);
  });

  it('answers every request for one email the same, and throttles per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await forgot('victim@example.com', `192.0.2.${i}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200]);
    const fromOne: number[] = [];
    for (let i = 0; i < 6; i++)
      fromOne.push((await forgot(`a${i}@example.com`, '192.0.2.99')).statusCode);
    expect(fromOne.slice(0, 5).every((c) => c === 200)).toBe(true);
    expect(fromOne[5]).toBe(429);
  });
});

describe('POST /auth/password/reset', () => {
  it('sets the new password, signs out every session, and works once', async () => {
    await forgot(ADMIN.email, '203.0.113.60');
    const { token } = await resetTokenFromEmail();
    const newPassword = 'a brand new long password';
    const res = await reset(token, newPassword);
    expect(res.statusCode).toBe(200);
    // The test app's session is gone.
    expect((await t.admin('GET', '/api/v1/auth/me')).statusCode).toBe(401);
    expect((await loginFrom(t, '198.51.100.1', ADMIN)).statusCode).toBe(401);
    const login = await loginFrom(t, '198.51.100.1', { email: ADMIN.email, password: newPassword });
    expect(login.statusCode).toBe(200);
    expect(await outbox(t, ADMIN.email, 'account_password_changed')).toHaveLength(1);

    const again = await reset(token, 'yet another long password');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_token');
    // Restore the password for the other tests.
    await forgot(ADMIN.email, '203.0.113.61');
    const next = await resetTokenFromEmail();
    expect((await reset(next.token, ADMIN.password)).statusCode).toBe(200);
    const relogin = await loginFrom(t, '198.51.100.1', ADMIN);
    expect(relogin.statusCode).toBe(200);
    t.auth = bearer(relogin.json().data.token.token);
  });

  it('refuses an expired link and a short password', async () => {
    await forgot(ADMIN.email, '203.0.113.63');
    const second = await resetTokenFromEmail();
    const short = await reset(second.token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('password: Use at least 12 characters');
    await t.app.db
      .update(authCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(authCodes.code_hash, hashToken(second.token)));
    expect((await reset(second.token, 'a long enough password')).json().error.code).toBe(
      'invalid_token',
    );
    expect((await loginFrom(t, '198.51.100.2', ADMIN)).statusCode).toBe(200);
  });
});
