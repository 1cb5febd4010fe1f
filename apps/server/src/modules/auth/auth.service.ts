import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { MESSAGES } from '@atelier/core';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import * as repo from './auth.repository';

export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** argon2id with the library's defaults (m=19 MiB, t=2), OWASP's recommended floor. */
export const hashPassword = (password: string) => hash(password);

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Verifying against a real hash when the email is unknown keeps both failures equally slow.
let dummyHash: Promise<string> | undefined;

export async function login(db: Db, email: string, password: string) {
  const user = await repo.findAdminByEmail(db, email);
  dummyHash ??= hashPassword('not-a-real-password');
  const ok = await verify(user?.password_hash ?? (await dummyHash), password).catch(() => false);
  if (!user || !ok) throw unauthorized(MESSAGES.invalidCredentials);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS);
  await repo.insertToken(db, user.id, hashToken(token), expiresAt);
  await repo.touchLogin(db, user.id);
  return {
    user: toUser(user),
    token: { type: 'bearer' as const, token, expires_at: expiresAt.toISOString() },
  };
}

export const logout = (db: Db, token: string) => repo.revokeToken(db, hashToken(token));

export const userForToken = (db: Db, token: string) =>
  repo.findUserByTokenHash(db, hashToken(token), new Date());

export const toUser = (u: repo.AdminUser) => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: 'admin' as const,
});

/** Creates the admin, or resets the password of an existing one (used at boot and by `npm run admin`). */
export async function upsertAdmin(
  db: Db,
  email: string,
  password: string,
  opts: { resetPassword: boolean },
) {
  const existing = await repo.findAdminByEmail(db, email);
  if (existing) {
    if (opts.resetPassword) {
      await repo.updateAdminPassword(db, existing.id, await hashPassword(password));
      await repo.revokeAllTokens(db, existing.id);
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
