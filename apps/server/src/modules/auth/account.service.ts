import type { FastifyInstance } from 'fastify';
import Bowser from 'bowser';
import type { ChangeEmailInput, ChangePasswordInput } from '@atelier/core';
import { conflict, notFound, unauthorized, validation } from '../../lib/errors';
import type { DbOrTx } from '../../db/client';
import { iso } from '../../lib/serialize';
import type { OutgoingEmail } from '../mail/mailer.service';
import { getValue } from '../settings/settings.service';
import { accountChangedEmail } from './auth.emails';
import * as repo from './auth.repository';
import { toUser } from './auth.service';
import { checkPassword, hashPassword } from './passwords.service';
import { recoveryCodesLeft } from './two-factor.repository';

/** The signed-in admin's row; a token outliving its admin is not a session. */
export async function currentAdmin(app: FastifyInstance, userId: number) {
  const user = await repo.findAdminById(app.db, userId);
  if (!user) throw unauthorized();
  return user;
}

export async function getAccount(app: FastifyInstance, userId: number) {
  const user = await currentAdmin(app, userId);
  return {
    email: user.email,
    name: user.name,
    two_factor_enabled: Boolean(user.totp_enabled_at),
    recovery_codes_left: await recoveryCodesLeft(app.db, user.id),
  };
}

/** The signed-in admin, once they have given their current password again. */
async function confirmedAdmin(app: FastifyInstance, userId: number, currentPassword: string) {
  const user = await currentAdmin(app, userId);
  if (!(await checkPassword(user.password_hash, currentPassword)))
    throw validation('current_password', 'Current password is incorrect');
  return user;
}

/**
 * A sign-in detail changes: the change, the end of every other session and the notice to the
 * admin (when there is one) are one transaction.
 */
function changeSignIn(
  app: FastifyInstance,
  userId: number,
  sessionId: number,
  change: (tx: DbOrTx) => Promise<unknown>,
  notice: ((siteName: string) => OutgoingEmail) | null,
) {
  return app.db.transaction(async (tx) => {
    await change(tx);
    await repo.revokeAllTokens(tx, userId, sessionId);
    if (!notice) return;
    const siteName = await getValue(tx, 'site_name');
    await app.mailer.enqueue(tx, notice(siteName));
  });
}

/** New password: needs the current one; signs out every other session and tells the admin. */
export async function changePassword(
  app: FastifyInstance,
  userId: number,
  sessionId: number,
  input: ChangePasswordInput,
) {
  const user = await confirmedAdmin(app, userId, input.current_password);
  const passwordHash = await hashPassword(input.new_password);
  await changeSignIn(
    app,
    user.id,
    sessionId,
    (tx) => repo.updateAdminPassword(tx, user.id, passwordHash),
    (siteName) => accountChangedEmail({ siteName, to: user.email }, 'password'),
  );
  return { message: 'Password changed. Other devices are signed out.' };
}

/** New sign-in email: needs the password; the old address is told, other sessions end. */
export async function changeEmail(
  app: FastifyInstance,
  userId: number,
  sessionId: number,
  input: ChangeEmailInput,
) {
  const user = await confirmedAdmin(app, userId, input.current_password);
  const email = input.email.toLowerCase();
  const taken = await repo.findAdminByEmail(app.db, email);
  if (taken && taken.id !== user.id) throw conflict('Another admin uses this email');
  // The old address is told, and only when the address really changes.
  await changeSignIn(
    app,
    user.id,
    sessionId,
    (tx) => repo.updateAdminEmail(tx, user.id, email),
    email === user.email
      ? null
      : (siteName) => accountChangedEmail({ siteName, to: user.email }, 'email', email),
  );
  return toUser({ ...user, email });
}

/** "Chrome on macOS": what a person recognises, from the session's User-Agent. */
export function deviceName(userAgent: string | null) {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const parts = [browser.name, os.name && `on ${os.name}`].filter(Boolean);
  return parts.length ? parts.join(' ') : 'Unknown device';
}

export async function listSessions(app: FastifyInstance, userId: number, sessionId: number) {
  const rows = await repo.listLiveTokens(app.db, userId, new Date());
  return rows.map((row) => ({
    id: row.id,
    device: deviceName(row.user_agent),
    ip: row.ip,
    created_at: iso(row.created_at),
    last_seen_at: iso(row.last_used_at ?? row.created_at),
    current: row.id === sessionId,
  }));
}

export async function revokeSession(app: FastifyInstance, userId: number, id: number) {
  if (!(await repo.revokeTokenById(app.db, userId, id))) throw notFound('Session not found');
}

export async function revokeOtherSessions(app: FastifyInstance, userId: number, sessionId: number) {
  await repo.revokeAllTokens(app.db, userId, sessionId);
}
