import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AUTH_LIMITS, LOGIN_STEPS, MESSAGES, type LoginInput } from '@atelier/core';
import { AppError, tooManyRequests, unauthorized } from '../../lib/errors';
import { getValue } from '../settings/settings.service';
import { loginCodeEmail } from './auth.emails';
import { findAdminByEmail } from './auth.repository';
import { hashToken, issueToken, type ClientInfo } from './auth.service';
import * as codes from './auth-codes.repository';
import * as failures from './login-failures.repository';
import { checkPassword } from './passwords.service';
import { checkSecondFactor } from './two-factor.service';
import { addressKey } from '../../lib/client-address';

const WRONG_CODE = 'That code is not right. Try the current one.';
const codeError = () => new AppError(401, 'invalid_code', WRONG_CODE);

/**
 * Signs in (decision 021). Only failures count, each kept as a row every instance reads:
 * - one address gets 10 wrong guesses per account (30 in all) per 15 minutes, then 429; other
 *   addresses, the artist's own among them, are not affected;
 * - once an account has 100 failures in the last hour from anywhere, a right password is not
 *   refused but must be completed with a code emailed to the admin (OWASP ASVS 2.2.1).
 * With two-factor on, the authenticator's code (or a recovery code) is asked for too.
 */
export async function login(app: FastifyInstance, input: LoginInput, client: ClientInfo) {
  const { db } = app;
  const email = input.email.toLowerCase();
  const address = addressKey(client.ip);
  const fromHere = await failures.failuresFromAddress(
    db,
    email,
    address,
    AUTH_LIMITS.addressWindowMs,
  );
  if (
    fromHere.forAccount >= AUTH_LIMITS.failuresPerAddressAndAccount ||
    fromHere.total >= AUTH_LIMITS.failuresPerAddress
  )
    throw tooManyRequests(AUTH_LIMITS.addressWindowMs / 1000);

  const fail = async (error: AppError) => {
    await failures.recordFailure(db, email, address);
    // Now and then, forget failures older than every window.
    if (Math.random() < 0.02) await failures.pruneFailures(db, AUTH_LIMITS.accountWindowMs);
    return error;
  };

  const user = await findAdminByEmail(db, email);
  if (!(await checkPassword(user?.password_hash, input.password)) || !user)
    throw await fail(unauthorized(MESSAGES.invalidCredentials));

  // The password is right: ask for the steps still missing before using any code up.
  const needsTwoFactor = Boolean(user.totp_enabled_at);
  if (needsTwoFactor && !input.code)
    throw new AppError(
      401,
      LOGIN_STEPS.twoFactor,
      'Enter the 6-digit code from your authenticator app, or a recovery code.',
    );
  const underAttack =
    (await failures.failuresOnAccount(db, email, AUTH_LIMITS.accountWindowMs)) >=
    AUTH_LIMITS.failuresBeforeEmailCode;
  if (underAttack && !input.email_code) {
    await sendLoginCode(app, user);
    throw new AppError(
      401,
      LOGIN_STEPS.emailCode,
      'This account has seen many failed sign-ins, so we emailed a sign-in code to its address. Enter it to continue.',
    );
  }

  if (needsTwoFactor && !(await checkSecondFactor(db, app.secrets.signingKey, user, input.code!)))
    throw await fail(codeError());
  if (underAttack) {
    const used = await codes.consumeCode(db, 'login_code', hashToken(input.email_code!), user.id);
    if (!used) throw await fail(codeError());
  }
  return issueToken(db, user, client);
}

/** A fresh 6-digit code by email (through the outbox); any earlier one stops working. */
async function sendLoginCode(app: FastifyInstance, user: { id: number; email: string }) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await app.db.transaction(async (tx) => {
    await codes.replaceCode(tx, user.id, 'login_code', hashToken(code), AUTH_LIMITS.loginCodeMs);
    const siteName = await getValue(tx, 'site_name');
    await app.mailer.enqueue(tx, loginCodeEmail({ siteName, to: user.email }, code));
  });
}
