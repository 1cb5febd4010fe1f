import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact signed tokens ("purpose.payload.expiry.signature") for links and grants that
 * must be verifiable by any instance without a database row.
 */
export function signToken(key: string, purpose: string, payload: string, expiresAt: Date): string {
  const body = `${purpose}.${Buffer.from(payload).toString('base64url')}.${expiresAt.getTime().toString(36)}`;
  return `${body}.${mac(key, body)}`;
}

export interface VerifiedToken {
  payload: string;
  expiresAt: Date;
}

/** Returns the payload when the token is intact, of this purpose and not expired; otherwise null. */
export function verifyToken(
  key: string,
  purpose: string,
  token: string,
  now = new Date(),
): VerifiedToken | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [p, payload, exp, sig] = parts as [string, string, string, string];
  if (p !== purpose) return null;
  const expected = Buffer.from(mac(key, `${p}.${payload}.${exp}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const expiresAt = new Date(parseInt(exp, 36));
  if (Number.isNaN(expiresAt.getTime()) || expiresAt <= now) return null;
  return { payload: Buffer.from(payload, 'base64url').toString(), expiresAt };
}

const mac = (key: string, body: string) =>
  createHmac('sha256', key).update(body).digest('base64url');
