import { describe, expect, it } from 'vitest';
import { ADMIN, useTestApp } from '../../test/test-app';
import { bearer, loginFrom, outbox } from './auth.fixtures';

const t = useTestApp();

const me = (headers: Record<string, string>) =>
  t.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
const signIn = async (ip: string, payload: object = ADMIN, ua?: string) =>
  bearer((await loginFrom(t, ip, payload as Record<string, unknown>, ua)).json().data.token.token);

describe('sessions', () => {
  it('lists live sessions with device, address and last seen, the current one marked', async () => {
    const phone = await signIn(
      '198.51.100.30',
      ADMIN,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    );
    const laptop = await signIn('198.51.100.31');
    const res = await t.inject({
      method: 'GET',
      url: '/api/v1/auth/sessions',
      headers: laptop,
      remoteAddress: '198.51.100.31',
    });
    expect(res.statusCode).toBe(200);
    const sessions = res.json().data as {
      id: number;
      device: string;
      ip: string;
      current: boolean;
      last_seen_at: string;
    }[];
    const current = sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: 'Chrome on macOS', ip: '198.51.100.31' });
    expect(sessions.some((s) => s.device === 'Safari on iOS' && s.ip === '198.51.100.30')).toBe(
      true,
    );
    expect(Date.parse(current[0]!.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('revokes one session, only its own, and then all the others', async () => {
    const a = await signIn('198.51.100.32');
    const b = await signIn('198.51.100.33');
    const list = (
      await t.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: a })
    ).json().data as { id: number; ip: string }[];
    const bId = list.find((s) => s.ip === '198.51.100.33')!.id;
    const del = await t.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${bId}`,
      headers: a,
    });
    expect(del.statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(401);
    const twice = await t.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${bId}`,
      headers: a,
    });
    expect(twice.statusCode).toBe(404);

    const c = await signIn('198.51.100.34');
    const out = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/sessions/revoke-others',
      headers: a,
    });
    expect(out.statusCode).toBe(200);
    expect((await me(c)).statusCode).toBe(401);
    expect((await me(t.auth)).statusCode).toBe(401);
    expect((await me(a)).statusCode).toBe(200);
    t.auth = a;
  });

  it('needs a token', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/auth/sessions' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'DELETE', url: '/api/v1/auth/sessions/1' })).statusCode).toBe(
      401,
    );
  });
});

describe('change password and email', () => {
  /** Asks to change the admin's password or email, signed in as the admin. */
  const changeAccount = (what: 'password' | 'email', payload: Record<string, string>) =>
    t.admin('PUT', `/api/v1/auth/account/${what}`, payload);

  /** The message of a change the server refuses with 400. */
  const refusalOf = async (what: 'password' | 'email', payload: Record<string, string>) => {
    const res = await changeAccount(what, payload);
    expect(res.statusCode).toBe(400);
    return res.json().error.message;
  };

  it('needs the current password, and changes nothing without it', async () => {
    const message = await refusalOf('password', {
      current_password: 'wrong',
      new_password: 'another long password',
    });
    expect(message).toBe('current_password: Current password is incorrect');
    expect((await me(t.auth)).statusCode).toBe(200);
    expect((await loginFrom(t, '198.51.100.40', ADMIN)).statusCode).toBe(200);
  });

  it('changes the password, keeps this session, signs out every other, and tells the admin', async () => {
    const other = await signIn('198.51.100.41');
    const newPassword = 'another long password';
    const res = await changeAccount('password', {
      current_password: ADMIN.password,
      new_password: newPassword,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(t.auth)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await loginFrom(t, '198.51.100.42', ADMIN)).statusCode).toBe(401);
    expect(
      (await loginFrom(t, '198.51.100.42', { email: ADMIN.email, password: newPassword }))
        .statusCode,
    ).toBe(200);
    expect(await outbox(t, ADMIN.email, 'account_password_changed')).toHaveLength(1);
    ADMIN_PASSWORD.value = newPassword;
  });

  it('changes the email the same way; the old address is told', async () => {
    const other = await signIn('198.51.100.43', {
      email: ADMIN.email,
      password: ADMIN_PASSWORD.value,
    });
    const wrong = await changeAccount('email', {
      current_password: 'wrong',
      email: 'studio@example.com',
    });
    expect(wrong.statusCode).toBe(400);
    const res = await changeAccount('email', {
      current_password: ADMIN_PASSWORD.value,
      email: 'Studio@Example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('studio@example.com');
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(t.auth)).json().data.email).toBe('studio@example.com');
    const [notice] = await outbox(t, ADMIN.email, 'account_email_changed');
    expect(notice!.text_body).toContain('studio@example.com');
    const login = await loginFrom(t, '198.51.100.44', {
      email: 'studio@example.com',
      password: ADMIN_PASSWORD.value,
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a malformed email with a message naming the field', async () => {
    expect(await refusalOf('email', { current_password: 'x', email: 'nope' })).toBe(
      'email: Please enter a valid email address',
    );
  });
});

const ADMIN_PASSWORD = { value: ADMIN.password };
