import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import * as repo from './auth.repository';
import { hashPassword } from './passwords.service';
import { disableTwoFactor } from './two-factor.repository';

export type { AdminUser } from './auth.repository';

export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's "last seen" is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60 * 1000;

export { hashPassword } from './passwords.service';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a session comes from, shown in the session list. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** The client's address (request.ip, as the proxy setting trusts it) and browser. */
export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** A new session: an opaque bearer token, stored hashed (decision 003). */
export async function issueToken(db: DbOrTx, user: repo.AdminUser, client: ClientInfo) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS);
  await repo.insertToken(db, {
    user_id: user.id,
    token_hash: hashToken(token),
    expires_at: expiresAt,
    user_agent: client.userAgent?.slice(0, 500) ?? null,
    ip: client.ip,
  });
  await repo.touchLogin(db, user.id);
  return {
    user: toUser(user),
    token: { type: 'bearer' as const, token, expires_at: expiresAt.toISOString() },
  };
}

export const logout = (db: Db, token: string) => repo.revokeToken(db, hashToken(token));

/** The admin and session of a live token; notes when and from where the session was last seen. */
export async function userForToken(db: Db, token: string, ip: string) {
  const live = await repo.findUserByTokenHash(db, hashToken(token), new Date());
  if (!live) return null;
  const { session } = live;
  const stale =
    !session.last_used_at || Date.now() - session.last_used_at.getTime() > TOUCH_EVERY_MS;
  if (stale || session.ip !== ip) await repo.touchToken(db, session.id, ip);
  return live;
}

export const toUser = (u: repo.AdminUser) => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: 'admin' as const,
});

/**
 * Creates the admin, or resets the password of an existing one and signs it out everywhere
 * (used at boot and by `npm run admin`, which may also turn two-factor off for a lost phone).
 */
export async function upsertAdmin(
  db: Db,
  email: string,
  password: string,
  opts: { resetPassword: boolean; disableTwoFactor?: boolean },
) {
  const existing = await repo.findAdminByEmail(db, email);
  if (existing) {
    if (opts.resetPassword) {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await repo.updateAdminPassword(tx, existing.id, passwordHash);
        await repo.revokeAllTokens(tx, existing.id);
        if (opts.disableTwoFactor) await disableTwoFactor(tx, existing.id);
      });
    }
    return { user: existing, created: false };
  }
  const user = await repo.insertAdmin(db, {
    email,
    name: null,
    password_hash: await hashPassword(password),
  });
  return { user, created: true };
}
