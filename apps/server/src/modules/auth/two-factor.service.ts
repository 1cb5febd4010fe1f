import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { AUTH_LIMITS } from '@atelier/core';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, validation } from '../../lib/errors';
import { seal, unseal } from '../../lib/secrets';
import type { AdminRow } from './auth.repository';
import { revokeAllTokens } from './auth.repository';
import { checkPassword } from './passwords.service';
import * as repo from './two-factor.repository';

const SEAL_PURPOSE = 'totp-secret';
/** One 30-second step either side of now: a phone clock a little off still works. */
const TOLERANCE_SECONDS = 30;
const PERIOD_SECONDS = 30;

/** Hashed as typed or as shown: case, blanks and the dash do not matter. */
const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

/** "abcde-fghij": 50 bits each, easy to copy by hand. */
function newRecoveryCode() {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A new secret, sealed in the database until a code confirms it; shown as a QR code. */
export async function startSetup(db: Db, appSecret: string, user: AdminRow, issuer: string) {
  if (user.totp_enabled_at) throw conflict('Two-factor sign-in is already on');
  const secret = generateSecret();
  await repo.setPendingSecret(db, user.id, seal(appSecret, SEAL_PURPOSE, secret));
  const otpauthUrl = generateURI({ issuer, label: user.email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}

/** The time step of a valid, not yet used authenticator code, or null. */
async function acceptTotp(db: DbOrTx, appSecret: string, user: AdminRow, code: string) {
  if (!user.totp_secret || !/^\d{6}$/.test(code)) return null;
  const secret = unseal(appSecret, SEAL_PURPOSE, user.totp_secret);
  if (!secret) return null;
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
  // A TOTP match carries the epoch of its period (an HOTP one would not).
  if (!result.valid || !('epoch' in result)) return null;
  return Math.floor(result.epoch / PERIOD_SECONDS);
}

/** Turns two-factor on once a code from the app proves it was set up; returns recovery codes. */
export async function confirmSetup(db: Db, appSecret: string, user: AdminRow, code: string) {
  if (user.totp_enabled_at) throw conflict('Two-factor sign-in is already on');
  if (!user.totp_secret) throw conflict('Start the set-up first');
  const step = await acceptTotp(db, appSecret, user, code);
  if (step === null) throw validation('code', 'That code is not right. Try the current one.');
  const codes = Array.from({ length: AUTH_LIMITS.recoveryCodeCount }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await repo.enableTwoFactor(tx, user.id, step);
    await repo.replaceRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode));
  });
  return { recovery_codes: codes };
}

/**
 * The second factor of a sign-in or a sensitive change: an authenticator code (each accepted
 * once) or an unused recovery code (then used up).
 */
export async function checkSecondFactor(
  db: DbOrTx,
  appSecret: string,
  user: AdminRow,
  code: string,
): Promise<boolean> {
  const step = await acceptTotp(db, appSecret, user, code);
  if (step !== null) return repo.claimStep(db, user.id, step);
  if (/^\d+$/.test(code)) return false;
  return repo.consumeRecoveryCode(db, user.id, hashRecoveryCode(code));
}

/** Turns two-factor off: needs the password and a code; other sessions are signed out. */
export async function disable(
  db: Db,
  appSecret: string,
  user: AdminRow,
  sessionId: number,
  input: { current_password: string; code: string },
) {
  if (!(await checkPassword(user.password_hash, input.current_password)))
    throw validation('current_password', 'Current password is incorrect');
  if (!user.totp_enabled_at) throw conflict('Two-factor sign-in is already off');
  if (!(await checkSecondFactor(db, appSecret, user, input.code)))
    throw validation('code', 'That code is not right. Try the current one.');
  await db.transaction(async (tx) => {
    await repo.disableTwoFactor(tx, user.id);
    await revokeAllTokens(tx, user.id, sessionId);
  });
}
