import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accessTokens, adminUsers } from '../../db/schema/index';

export interface AdminUser {
  id: number;
  email: string;
  name: string | null;
}

/** A whole admin row (password hash and two-factor state included): never leaves the server. */
export type AdminRow = typeof adminUsers.$inferSelect;

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

export async function findAdminById(db: DbOrTx, id: number): Promise<AdminRow | null> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
  return row ?? null;
}

export async function updateAdminEmail(db: DbOrTx, id: number, email: string) {
  await db
    .update(adminUsers)
    .set({ email: email.toLowerCase(), updated_at: new Date() })
    .where(eq(adminUsers.id, id));
}

export async function insertToken(
  db: DbOrTx,
  values: {
    user_id: number;
    token_hash: string;
    expires_at: Date;
    user_agent: string | null;
    ip: string | null;
  },
) {
  const now = new Date();
  await db.insert(accessTokens).values({ ...values, created_at: now, last_used_at: now });
}

export interface LiveToken {
  user: AdminUser;
  session: { id: number; last_used_at: Date | null; ip: string | null };
}

/** The admin owning a live (unrevoked, unexpired) token and that session, or null. */
export async function findUserByTokenHash(
  db: DbOrTx,
  token_hash: string,
  now: Date,
): Promise<LiveToken | null> {
  const [row] = await db
    .select({
      user: { id: adminUsers.id, email: adminUsers.email, name: adminUsers.name },
      session: {
        id: accessTokens.id,
        last_used_at: accessTokens.last_used_at,
        ip: accessTokens.ip,
      },
    })
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

/** Revokes every live token of the admin, except `keepId` (the session making the change). */
export async function revokeAllTokens(db: DbOrTx, user_id: number, keepId?: number) {
  await db
    .update(accessTokens)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(accessTokens.user_id, user_id),
        isNull(accessTokens.revoked_at),
        keepId === undefined ? undefined : ne(accessTokens.id, keepId),
      ),
    );
}

/** Revokes one token of the admin; false when it was not theirs or not live. */
export async function revokeTokenById(db: DbOrTx, user_id: number, id: number) {
  const rows = await db
    .update(accessTokens)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(accessTokens.id, id),
        eq(accessTokens.user_id, user_id),
        isNull(accessTokens.revoked_at),
      ),
    )
    .returning({ id: accessTokens.id });
  return rows.length > 0;
}

/** Marks a session as seen now, from this address. */
export async function touchToken(db: DbOrTx, id: number, ip: string) {
  await db
    .update(accessTokens)
    .set({ last_used_at: new Date(), ip })
    .where(eq(accessTokens.id, id));
}

/** The admin's live sessions, most recently seen first. */
export async function listLiveTokens(db: DbOrTx, user_id: number, now: Date) {
  return db
    .select({
      id: accessTokens.id,
      user_agent: accessTokens.user_agent,
      ip: accessTokens.ip,
      created_at: accessTokens.created_at,
      last_used_at: accessTokens.last_used_at,
    })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.user_id, user_id),
        isNull(accessTokens.revoked_at),
        gt(accessTokens.expires_at, now),
      ),
    )
    .orderBy(desc(sql`coalesce(${accessTokens.last_used_at}, ${accessTokens.created_at})`));
}
