import { describe, expect, it } from 'vitest';
import { verifyToken } from '../../lib/signed-token';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

/** Asks for preview access with this password. */
const access = (password: string) =>
  t.inject({ method: 'POST', url: '/api/v1/preview/access', payload: { password } });

describe('POST /preview/access', () => {
  it('refuses every password while none is set', async () => {
    const res = await access('anything');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Incorrect password');
  });

  it('requires a password', async () => {
    const res = await access('');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('password: Password is required');
  });

  it('grants 24 hours of access for the right password only', async () => {
    await t.admin('PUT', '/api/v1/admin/settings/preview_password', { value: 'secret-view' });
    const wrong = await access('nope');
    expect(wrong.statusCode).toBe(401);
    const ok = await access('secret-view');
    expect(ok.statusCode).toBe(200);
    const { token, expires_at } = ok.json().data;
    const hours = (new Date(expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(verifyToken(t.app.secrets.signingKey, 'preview', token)).not.toBeNull();
    expect(
      verifyToken(
        t.app.secrets.signingKey,
        'preview',
        token,
        new Date(Date.now() + 25 * 3_600_000),
      ),
    ).toBeNull();
    expect(verifyToken(t.app.secrets.signingKey, 'preview', `${token}x`)).toBeNull();
  });
});
