import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginFailures } from '../../db/schema/index';

export async function recordFailure(db: DbOrTx, email: string, ip: string) {
  await db.insert(loginFailures).values({ email, ip });
}

const since = (ms: number) => new Date(Date.now() - ms);

/** Failures from this address: for this account, and for every account together. */
export async function failuresFromAddress(db: DbOrTx, email: string, ip: string, windowMs: number) {
  const recent = and(eq(loginFailures.ip, ip), gt(loginFailures.created_at, since(windowMs)));
  const [all] = await db.select({ n: count() }).from(loginFailures).where(recent);
  const [mine] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(recent, eq(loginFailures.email, email)));
  return { forAccount: mine?.n ?? 0, total: all?.n ?? 0 };
}

/** Failures on this account from any address. */
export async function failuresOnAccount(db: DbOrTx, email: string, windowMs: number) {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.created_at, since(windowMs))));
  return row?.n ?? 0;
}

/** Rows older than every window are of no use any more. */
export async function pruneFailures(db: DbOrTx, olderThanMs: number) {
  await db.delete(loginFailures).where(lt(loginFailures.created_at, since(olderThanMs)));
}
