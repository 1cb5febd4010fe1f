import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    password_hash: text('password_hash').notNull(),
    last_login_at: tstz('last_login_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('admin_users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Opaque bearer tokens: only a SHA-256 of the token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    created_at: tstz('created_at').notNull().defaultNow(),
    expires_at: tstz('expires_at').notNull(),
    last_used_at: tstz('last_used_at'),
    revoked_at: tstz('revoked_at'),
  },
  (t) => [index('access_tokens_user_idx').on(t.user_id)],
);

/** Server-side secrets (signing keys) shared by every instance through the database. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: tstz('created_at').notNull().defaultNow(),
});
