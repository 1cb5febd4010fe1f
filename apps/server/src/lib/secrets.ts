import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema/index';

export interface Secrets {
  /** Key for HMAC-signed links and grants. */
  signingKey: string;
}

/** APP_SECRET when given; otherwise one generated once and shared by all instances through the database. */
export async function loadSecrets(db: Db, fromEnv: string | undefined): Promise<Secrets> {
  if (fromEnv) return { signingKey: fromEnv };
  const generated = randomBytes(32).toString('base64url');
  await db
    .insert(appSecrets)
    .values({ name: 'signing_key', value: generated })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'signing_key'));
  if (!row) throw new Error('signing key missing after insert');
  return { signingKey: row.value };
}
