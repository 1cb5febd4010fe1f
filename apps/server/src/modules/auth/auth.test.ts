import { describe, expect, it } from 'vitest';
import { ADMIN, useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('POST /auth/login', () => {
  it('returns the user and an opaque bearer token', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: ADMIN });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.user).toMatchObject({ email: ADMIN.email, role: 'admin' });
    expect(body.data.token.type).toBe('bearer');
    expect(body.data.token.token).toMatch(/^[\w-]{40,}$/);
  });

  it('answers 401 with one message for a wrong password or an unknown email', async () => {
    const wrong = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { ...ADMIN, password: 'nope' },
    });
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'x@example.com', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Invalid email or password');
    expect(unknown.json().error.message).toBe(wrong.json().error.message);
  });

  it('rejects a malformed body with a message naming the field', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_error',
      message: 'email: Please enter a valid email address',
    });
  });

  it('throttles repeated attempts for one email with 429 and Retry-After', async () => {
    const payload = { email: 'victim@example.com', password: 'guess' };
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (await t.inject({ method: 'POST', url: '/api/v1/auth/login', payload })).statusCode,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    const blocked = await t.inject({ method: 'POST', url: '/api/v1/auth/login', payload });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().error.code).toBe('rate_limited');
  });
});

describe('GET /auth/me and POST /auth/logout', () => {
  it('returns the signed-in admin', async () => {
    const res = await t.admin('GET', '/api/v1/auth/me');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(ADMIN.email);
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(401);
    const bad = await t.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.code).toBe('unauthorized');
  });

  it.each([
    ['no body', {}],
    ['an empty JSON object', { payload: {} }],
    [
      'an empty body declared as JSON',
      { payload: '', headers: { 'content-type': 'application/json' } },
    ],
    ['a body that is not JSON', { payload: 'bye', headers: { 'content-type': 'text/plain' } }],
  ])('logout revokes the token whatever the body: %s', async (_case, request) => {
    const login = await t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: ADMIN });
    const auth = { authorization: `Bearer ${login.json().data.token.token}` };
    const extra = (request as { headers?: Record<string, string> }).headers ?? {};
    const out = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      ...request,
      headers: { ...auth, ...extra },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().data.message).toBe('Logged out');
    const me = await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth });
    expect(me.statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const login = await t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: ADMIN });
    const headers = { authorization: `Bearer ${login.json().data.token.token}` };
    expect((await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers })).statusCode).toBe(
      200,
    );
    const out = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers })).statusCode).toBe(
      401,
    );
  });
});
