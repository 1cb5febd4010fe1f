import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '@atelier/core';
import { buildApp } from '../../app';
import { ADMIN, useTestApp } from '../../test/test-app';
import { bearer, loginFrom, outbox } from './auth.fixtures';
import { recordFailure } from './login-failures.repository';

const t = useTestApp();

const wrong = { ...ADMIN, password: 'not the password' };

describe('login limits count failures only, per address (decision 021)', () => {
  it('a wrong password from one address never blocks the right password from another', async () => {
    for (let i = 0; i < AUTH_LIMITS.failuresPerAddressAndAccount; i++)
      expect((await loginFrom(t, '203.0.113.1', wrong)).statusCode).toBe(401);
    // That address is done guessing for 15 minutes, even with the right password...
    const blocked = await loginFrom(t, '203.0.113.1', ADMIN);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().error.code).toBe('rate_limited');
    // ...while the artist, elsewhere, signs in.
    const artist = await loginFrom(t, '198.51.100.7', ADMIN);
    expect(artist.statusCode).toBe(200);
  });

  it('never throttles correct logins, however many', async () => {
    for (let i = 0; i < AUTH_LIMITS.failuresPerAddressAndAccount + 5; i++)
      expect((await loginFrom(t, '198.51.100.8', ADMIN)).statusCode).toBe(200);
  });

  it('limits one address guessing across many accounts', async () => {
    for (let i = 0; i < AUTH_LIMITS.failuresPerAddress; i++)
      await loginFrom(t, '203.0.113.2', { email: `u${i}@example.com`, password: 'x' });
    expect(
      (await loginFrom(t, '203.0.113.2', { ...wrong, email: 'new@example.com' })).statusCode,
    ).toBe(429);
  });
});

describe('an account under attack asks for an emailed code (OWASP ASVS 2.2.1)', () => {
  const u = useTestApp();

  it('counts failures from every address and every instance, then asks the right password for a code', async () => {
    // Another instance on the same database records most of the failures.
    const other = await buildApp(u.config, { database: u.database });
    await other.ready();
    for (let i = 0; i < AUTH_LIMITS.failuresBeforeEmailCode - 1; i++)
      await recordFailure(other.db, ADMIN.email, `192.0.2.${i % 250}`);
    const last = await other.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: wrong,
      remoteAddress: '192.0.2.251',
    });
    expect(last.statusCode).toBe(401);
    await other.close();

    // The right password is not refused: it needs the emailed code.
    const step = await loginFrom(u, '198.51.100.20', ADMIN);
    expect(step.statusCode).toBe(401);
    expect(step.json().error.code).toBe('email_code_required');
    const [email] = await outbox(u, ADMIN.email, 'login_code');
    const code = /\b(\d{6})\b/.exec(email!.text_body)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const bad = await loginFrom(u, '198.51.100.20', {
      ...ADMIN,
      email_code: code === '000000' ? '111111' : '000000',
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.code).toBe('invalid_code');

    const ok = await loginFrom(u, '198.51.100.20', { ...ADMIN, email_code: code });
    expect(ok.statusCode).toBe(200);
    const me = await u.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(ok.json().data.token.token),
    });
    expect(me.statusCode).toBe(200);
    // Single use.
    const again = await loginFrom(u, '198.51.100.20', { ...ADMIN, email_code: code });
    expect(again.json().error.code).toBe('invalid_code');
  });

  it('never sends a code for a wrong password', async () => {
    const before = (await outbox(u, ADMIN.email, 'login_code')).length;
    const res = await loginFrom(u, '198.51.100.21', wrong);
    expect(res.json().error.code).toBe('unauthorized');
    expect((await outbox(u, ADMIN.email, 'login_code')).length).toBe(before);
  });
});
