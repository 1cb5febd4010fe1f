import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** created_at / updated_at pair used by most tables. */
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The id of the row this one belongs to: always set, and the row goes when its owner does. */
export const belongsTo = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });
