import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authCodes } from '../../db/schema/index';

export type AuthCodePurpose = 'password_reset' | 'login_code';

/**
 * Stores a new code (its hash), good for `ttlMs`; every earlier unused code of the user for
 * that purpose stops working. Run it in the transaction that sends the code.
 */
export async function replaceCode(
  db: DbOrTx,
  user_id: number,
  purpose: AuthCodePurpose,
  code_hash: string,
  ttlMs: number,
) {
  await expireCodes(db, user_id, purpose);
  await addCode(db, user_id, purpose, code_hash, ttlMs);
}

/** Stores a new code (its hash), good for `ttlMs`, beside the user's other live codes. */
export async function addCode(
  db: DbOrTx,
  user_id: number,
  purpose: AuthCodePurpose,
  code_hash: string,
  ttlMs: number,
) {
  await db
    .insert(authCodes)
    .values({ user_id, purpose, code_hash, expires_at: new Date(Date.now() + ttlMs) });
}

/** How many codes of this purpose the user holds that still work (unused, unexpired). */
export async function liveCodes(db: DbOrTx, user_id: number, purpose: AuthCodePurpose) {
  const [row] = await db
    .select({ n: count() })
    .from(authCodes)
    .where(
      and(
        eq(authCodes.user_id, user_id),
        eq(authCodes.purpose, purpose),
        isNull(authCodes.used_at),
        gt(authCodes.expires_at, new Date()),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Uses a live code once: marks it used and returns its owner, or null when it is unknown,
 * used or expired. One UPDATE, so two requests racing with the same code cannot both win.
 */
export async function consumeCode(
  db: DbOrTx,
  purpose: AuthCodePurpose,
  code_hash: string,
  user_id?: number,
) {
  const [row] = await db
    .update(authCodes)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(authCodes.purpose, purpose),
        eq(authCodes.code_hash, code_hash),
        isNull(authCodes.used_at),
        gt(authCodes.expires_at, new Date()),
        user_id === undefined ? undefined : eq(authCodes.user_id, user_id),
      ),
    )
    .returning({ user_id: authCodes.user_id });
  return row ?? null;
}

/** Ends every unused code of this purpose (a reset done, or a new code sent). */
export async function expireCodes(db: DbOrTx, user_id: number, purpose: AuthCodePurpose) {
  await db
    .update(authCodes)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(authCodes.user_id, user_id),
        eq(authCodes.purpose, purpose),
        isNull(authCodes.used_at),
      ),
    );
}
