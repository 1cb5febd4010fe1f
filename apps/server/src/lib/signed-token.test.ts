import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './signed-token';

const KEY = 'k'.repeat(32);
const later = new Date(Date.now() + 60_000);

describe('signed tokens', () => {
  it('round-trips a payload', () => {
    const token = signToken(KEY, 'verify', 'a@b.c', later);
    expect(verifyToken(KEY, 'verify', token)?.payload).toBe('a@b.c');
  });
  it('rejects another purpose, another key, tampering and expiry', () => {
    const token = signToken(KEY, 'verify', 'a@b.c', later);
    expect(verifyToken(KEY, 'unsubscribe', token)).toBeNull();
    expect(verifyToken('x'.repeat(32), 'verify', token)).toBeNull();
    const [p, , e, s] = token.split('.');
    expect(
      verifyToken(KEY, 'verify', `${p}.${Buffer.from('z@b.c').toString('base64url')}.${e}.${s}`),
    ).toBeNull();
    expect(verifyToken(KEY, 'verify', token, new Date(later.getTime() + 1))).toBeNull();
    expect(verifyToken(KEY, 'verify', 'garbage')).toBeNull();
  });
});
