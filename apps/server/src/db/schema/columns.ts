import { timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at pair used by most tables. */
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
