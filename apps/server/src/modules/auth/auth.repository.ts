import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accessTokens, adminUsers } from '../../db/schema/index';

export interface AdminUser {
  id: number;
  email: string;
  name: string | null;
}

export async function findAdminByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

export async function insertAdmin(
  db: DbOrTx,
  values: { email: string; name: string | null; password_hash: string },
) {
  const [row] = await db
    .insert(adminUsers)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  return row!;
}

export async function updateAdminPassword(db: DbOrTx, id: number, password_hash: string) {
  await db
    .update(adminUsers)
    .set({ password_hash, updated_at: new Date() })
    .where(eq(adminUsers.id, id));
}

export async function touchLogin(db: DbOrTx, id: number) {
  await db.update(adminUsers).set({ last_login_at: new Date() }).where(eq(adminUsers.id, id));
}

export async function insertToken(
  db: DbOrTx,
  user_id: number,
  token_hash: string,
  expires_at: Date,
) {
  await db.insert(accessTokens).values({ user_id, token_hash, expires_at });
}

/** The admin owning a live (unrevoked, unexpired) token, or null. */
export async function findUserByTokenHash(
  db: DbOrTx,
  token_hash: string,
  now: Date,
): Promise<AdminUser | null> {
  const [row] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name })
    .from(accessTokens)
    .innerJoin(adminUsers, eq(adminUsers.id, accessTokens.user_id))
    .where(
      and(
        eq(accessTokens.token_hash, token_hash),
        isNull(accessTokens.revoked_at),
        gt(accessTokens.expires_at, now),
      ),
    );
  return row ?? null;
}

export async function revokeToken(db: DbOrTx, token_hash: string) {
  await db
    .update(accessTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(accessTokens.token_hash, token_hash), isNull(accessTokens.revoked_at)));
}

export async function revokeAllTokens(db: DbOrTx, user_id: number) {
  await db
    .update(accessTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(accessTokens.user_id, user_id), isNull(accessTokens.revoked_at)));
}
