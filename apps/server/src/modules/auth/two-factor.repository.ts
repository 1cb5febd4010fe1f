import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminUsers, recoveryCodes } from '../../db/schema/index';

/** Stores a new (not yet enabled) sealed secret; two-factor stays off until it is confirmed. */
export async function setPendingSecret(db: DbOrTx, user_id: number, sealed: string) {
  await db
    .update(adminUsers)
    .set({ totp_secret: sealed, totp_enabled_at: null, totp_last_step: null })
    .where(eq(adminUsers.id, user_id));
}

export async function enableTwoFactor(db: DbOrTx, user_id: number, step: number) {
  await db
    .update(adminUsers)
    .set({ totp_enabled_at: new Date(), totp_last_step: step })
    .where(eq(adminUsers.id, user_id));
}

export async function disableTwoFactor(db: DbOrTx, user_id: number) {
  await db
    .update(adminUsers)
    .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where(eq(adminUsers.id, user_id));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, user_id));
}

/**
 * Records the time step of an accepted code, only if it is later than the last one: false
 * when this code (or a later one) was already used, so a code seen over a shoulder is useless.
 */
export async function claimStep(db: DbOrTx, user_id: number, step: number) {
  const rows = await db
    .update(adminUsers)
    .set({ totp_last_step: step })
    .where(
      and(
        eq(adminUsers.id, user_id),
        or(isNull(adminUsers.totp_last_step), lt(adminUsers.totp_last_step, step)),
      ),
    )
    .returning({ id: adminUsers.id });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: DbOrTx, user_id: number, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, user_id));
  if (hashes.length)
    await db.insert(recoveryCodes).values(hashes.map((code_hash) => ({ user_id, code_hash })));
}

/** Uses a recovery code once; false when unknown or already used. */
export async function consumeRecoveryCode(db: DbOrTx, user_id: number, code_hash: string) {
  const rows = await db
    .update(recoveryCodes)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(recoveryCodes.user_id, user_id),
        eq(recoveryCodes.code_hash, code_hash),
        isNull(recoveryCodes.used_at),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: DbOrTx, user_id: number) {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, user_id), isNull(recoveryCodes.used_at)));
  return row?.n ?? 0;
}
