import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
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

const SEAL_VERSION = 'v1';

/** A 256-bit key for one purpose, derived from the app secret (HKDF-SHA256). */
const sealKey = (appSecret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', appSecret, '', `atelier:${purpose}`, 32));

/**
 * Encrypts a small secret kept in the database (a TOTP secret) with AES-256-GCM under a key
 * derived from the app secret: a copy of the database alone does not reveal it. Changing
 * APP_SECRET makes sealed values unreadable (two-factor must then be set up again).
 */
export function seal(appSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(appSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [SEAL_VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain text of a sealed value, or null when it was sealed under another key or altered. */
export function unseal(appSecret: string, purpose: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      sealKey(appSecret, purpose),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
