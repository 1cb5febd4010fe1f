import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { adminUsers } from '../../db/schema/index';
import { ADMIN, useTestApp } from '../../test/test-app';
import { bearer, loginFrom } from './auth.fixtures';

const t = useTestApp();
let secret: string;
let recovery: string[];

const post = (url: string, payload?: object, headers = t.auth) =>
  t.inject({ method: 'POST', url: `/api/v1/auth/two-factor/${url}`, headers, payload });
const account = async () => (await t.admin('GET', '/api/v1/auth/account')).json().data;
/** A code of a period after the last one used, so replay protection does not refuse it. */
const codeAt = (offsetSteps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

describe('setting two-factor up', () => {
  it('gives a QR code and a secret, sealed in the database, and stays off until confirmed', async () => {
    const res = await post('setup');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    secret = data.secret;
    expect(data.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(data.otpauth_url).toContain(`secret=${secret}`);
    expect(data.qr_svg).toMatch(/^<svg/);
    const [row] = await t.app.db.select().from(adminUsers).where(eq(adminUsers.email, ADMIN.email));
    expect(row!.totp_secret).toBeTruthy();
    expect(row!.totp_secret).not.toContain(secret);
    expect((await account()).two_factor_enabled).toBe(false);
    expect((await loginFrom(t, '198.51.100.1', ADMIN)).statusCode).toBe(200);
  });

  it('refuses a wrong code, then turns on with a right one and shows 10 recovery codes once', async () => {
    const wrong = await post('enable', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/^code: /);
    const res = await post('enable', { code: await codeAt(-1) });
    expect(res.statusCode).toBe(200);
    recovery = res.json().data.recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect(await account()).toMatchObject({ two_factor_enabled: true, recovery_codes_left: 10 });
    expect((await post('setup')).statusCode).toBe(409);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for the code after a right password, and only then', async () => {
    const wrongPassword = await loginFrom(t, '198.51.100.2', { ...ADMIN, password: 'nope' });
    expect(wrongPassword.json().error.code).toBe('unauthorized');
    const step = await loginFrom(t, '198.51.100.2', ADMIN);
    expect(step.statusCode).toBe(401);
    expect(step.json().error.code).toBe('two_factor_required');
  });

  it('accepts a current code once (never the same code twice)', async () => {
    const code = await codeAt(0);
    const ok = await loginFrom(t, '198.51.100.3', { ...ADMIN, code });
    expect(ok.statusCode).toBe(200);
    const replay = await loginFrom(t, '198.51.100.3', { ...ADMIN, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('invalid_code');
  });

  it('accepts each recovery code once, typed with or without its dash', async () => {
    const first = recovery[0]!;
    const ok = await loginFrom(t, '198.51.100.4', {
      ...ADMIN,
      code: first.toUpperCase().replace('-', ' '),
    });
    expect(ok.statusCode).toBe(200);
    const again = await loginFrom(t, '198.51.100.4', { ...ADMIN, code: first });
    expect(again.json().error.code).toBe('invalid_code');
    expect((await account()).recovery_codes_left).toBe(9);
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a code, then signs in with the password alone', async () => {
    const noPassword = await post('disable', { current_password: 'nope', code: recovery[1] });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.message).toBe('current_password: Current password is incorrect');
    const noCode = await post('disable', { current_password: ADMIN.password, code: '123456' });
    expect(noCode.statusCode).toBe(400);
    expect((await account()).two_factor_enabled).toBe(true);
    const res = await post('disable', { current_password: ADMIN.password, code: recovery[1] });
    expect(res.statusCode).toBe(200);
    expect(await account()).toMatchObject({ two_factor_enabled: false, recovery_codes_left: 0 });
    const login = await loginFrom(t, '198.51.100.5', ADMIN);
    expect(login.statusCode).toBe(200);
    t.auth = bearer(login.json().data.token.token);
  });

  it('needs a token for every two-factor route', async () => {
    for (const url of ['setup', 'enable', 'disable'])
      expect((await post(url, {}, {})).statusCode).toBe(401);
  });
});
