import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, timestamps, tstz } from './columns';

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    password_hash: text('password_hash').notNull(),
    last_login_at: tstz('last_login_at'),
    /** TOTP secret sealed with the app secret (lib/secrets.ts); set at setup, active once enabled. */
    totp_secret: text('totp_secret'),
    totp_enabled_at: tstz('totp_enabled_at'),
    /** Time step of the last TOTP code accepted: the same code is never accepted twice. */
    totp_last_step: integer('totp_last_step'),
    ...timestamps,
  },
  (t) => [uniqueIndex('admin_users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Opaque bearer tokens: only a SHA-256 of the token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: belongsTo('user_id', () => adminUsers.id),
    token_hash: text('token_hash').notNull().unique(),
    created_at: tstz('created_at').notNull().defaultNow(),
    expires_at: tstz('expires_at').notNull(),
    last_used_at: tstz('last_used_at'),
    revoked_at: tstz('revoked_at'),
    /** What the session list shows: the browser's User-Agent and the client address (request.ip). */
    user_agent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('access_tokens_user_idx').on(t.user_id)],
);

/** Two-factor recovery codes: stored hashed, each good once. */
export const recoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: serial('id').primaryKey(),
    user_id: belongsTo('user_id', () => adminUsers.id),
    code_hash: text('code_hash').notNull(),
    used_at: tstz('used_at'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('admin_recovery_codes_user_idx').on(t.user_id)],
);

/**
 * Single-use secrets sent by email: password reset links and sign-in codes. Only a SHA-256
 * is stored (decision 003).
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial('id').primaryKey(),
    user_id: belongsTo('user_id', () => adminUsers.id),
    purpose: text('purpose').notNull(),
    code_hash: text('code_hash').notNull(),
    expires_at: tstz('expires_at').notNull(),
    used_at: tstz('used_at'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('auth_codes_purpose_check', sql`${t.purpose} in ('password_reset', 'login_code')`),
    index('auth_codes_hash_idx').on(t.code_hash),
    index('auth_codes_user_idx').on(t.user_id, t.purpose),
  ],
);

/**
 * Failed sign-ins, one row each, shared by every instance: the per-address limit and the
 * per-account count that asks for an emailed code are read from here (decision 021).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    /** The email as typed (lowercased), whether or not such an account exists. */
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.created_at),
    index('login_failures_ip_idx').on(t.ip, t.created_at),
  ],
);

/** Server-side secrets (signing keys) shared by every instance through the database. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: tstz('created_at').notNull().defaultNow(),
});
