import { OFFER_MESSAGE_KINDS, OFFER_STATUSES, OPEN_OFFER_STATUSES } from '@atelier/core';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { artworks } from './catalogue';
import { orders, type ShippingAddress } from './orders';
import { belongsTo, timestamps, tstz } from './columns';

const list = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * A buyer's offer on one work (decision 032). Its reservation is an order: accepting starts a
 * pending order at the agreed price (`order_id`), so holds, expiry and payment are the order
 * lifecycle's, and the work can never be reserved and sold twice.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    artwork_id: belongsTo('artwork_id', () => artworks.id),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('open'),
    email: text('email').notNull(),
    name: text('name').notNull(),
    note: text('note'),
    amount_cents: integer('amount_cents').notNull(),
    counter_cents: integer('counter_cents'),
    shipping_address: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    /** The buyer's link to accept a counter-offer: 32 random bytes, base64url. */
    token: text('token').notNull(),
    buyer_ip: text('buyer_ip'),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** When the buyer was reminded that their reservation ends within a day (once). */
    reminded_at: tstz('reminded_at'),
    /** When both sides were told the reservation ended unpaid (once). */
    expiry_notified_at: tstz('expiry_notified_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('offers_token_idx').on(t.token),
    // One open offer per buyer per work, by the database, whatever the race.
    uniqueIndex('offers_one_open_idx')
      .on(t.artwork_id, sql`lower(${t.email})`)
      .where(sql`${t.status} in ${list(OPEN_OFFER_STATUSES)}`),
    index('offers_status_created_idx').on(t.status, t.created_at),
    check('offers_status_check', sql`${t.status} in ${list(OFFER_STATUSES)}`),
    check('offers_amount_check', sql`${t.amount_cents} > 0`),
  ],
);

/**
 * An offer's thread (decision 032): what each side said and proposed, oldest first. Written
 * in the transaction of the step it records, with the email that carries it.
 */
export const offerMessages = pgTable(
  'offer_messages',
  {
    id: serial('id').primaryKey(),
    offer_id: belongsTo('offer_id', () => offers.id),
    author: text('author', { enum: ['buyer', 'artist'] }).notNull(),
    kind: text('kind', { enum: OFFER_MESSAGE_KINDS }).notNull(),
    body: text('body'),
    amount_cents: integer('amount_cents'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('offer_messages_offer_idx').on(t.offer_id, t.id),
    check('offer_messages_author_check', sql`${t.author} in ('buyer', 'artist')`),
    check('offer_messages_kind_check', sql`${t.kind} in ${list(OFFER_MESSAGE_KINDS)}`),
  ],
);
