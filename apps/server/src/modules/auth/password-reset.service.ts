import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { AUTH_LIMITS } from '@atelier/core';
import { AppError } from '../../lib/errors';
import { getValue } from '../settings/settings.service';
import { accountChangedEmail, passwordResetEmail } from './auth.emails';
import * as repo from './auth.repository';
import { hashToken } from './auth.service';
import * as codes from './auth-codes.repository';
import { hashPassword } from './passwords.service';

/**
 * Every answer to a reset request takes at least this long, whether or not the email belongs
 * to an admin: the work done for a real account (a token and an email in one transaction)
 * stays well under it, so the time does not tell who has an account.
 */
export const RESET_REQUEST_MIN_MS = 400;

export const RESET_REQUESTED =
  'If that email belongs to the admin, a reset link is on its way. It works once, for one hour.';

/**
 * At most this many working reset links at once for one admin. A request beyond it is answered
 * the same and sends nothing. Every link works until its hour is up or a reset is done (a new
 * one does not end the earlier ones), so when the limit is reached the owner's inbox already
 * holds a working link: a stranger asking again and again can neither end the owner's link nor
 * keep one from them.
 */
export const LIVE_RESET_LINKS = 3;

/**
 * Emails a single-use reset link (valid one hour) when the email is an admin's with fewer than
 * LIVE_RESET_LINKS working links; silent otherwise.
 */
export async function requestReset(app: FastifyInstance, email: string) {
  const floor = sleep(RESET_REQUEST_MIN_MS);
  const user = await repo.findAdminByEmail(app.db, email);
  if (user) {
    const token = randomBytes(32).toString('base64url');
    await app.db.transaction(async (tx) => {
      if ((await codes.liveCodes(tx, user.id, 'password_reset')) >= LIVE_RESET_LINKS) return;
      await codes.addCode(tx, user.id, 'password_reset', hashToken(token), AUTH_LIMITS.resetLinkMs);
      const siteName = await getValue(tx, 'site_name');
      // The token travels in the fragment: browsers never send it to a server, so it cannot
      // reach a request log or a Referer header.
      const url = `${app.config.publicUrl}/admin/reset-password#token=${token}`;
      await app.mailer.enqueue(tx, passwordResetEmail({ siteName, to: user.email }, url));
    });
  }
  await floor;
  return { message: RESET_REQUESTED };
}

/** Sets the new password from a live reset token, uses it up and signs out every session. */
export async function resetPassword(app: FastifyInstance, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await app.db.transaction(async (tx) => {
    const owner = await codes.consumeCode(tx, 'password_reset', hashToken(token));
    if (!owner)
      throw new AppError(
        400,
        'invalid_token',
        'This reset link is invalid, used or expired. Ask for a new one.',
      );
    await repo.updateAdminPassword(tx, owner.user_id, passwordHash);
    await repo.revokeAllTokens(tx, owner.user_id);
    await codes.expireCodes(tx, owner.user_id, 'password_reset');
    const user = await repo.findAdminById(tx, owner.user_id);
    const siteName = await getValue(tx, 'site_name');
    await app.mailer.enqueue(tx, accountChangedEmail({ siteName, to: user!.email }, 'password'));
  });
  return { message: 'Your password is set. Sign in with it.' };
}
