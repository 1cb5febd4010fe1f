import {
  OFFER_ANSWERED_STATUSES,
  OFFER_UNREAD_STATUSES,
  type InboxKind,
  type InboxState,
  type OfferStatus,
} from '@atelier/core';
import { and, count, eq, inArray, isNotNull, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { anyContains } from '../../db/search';
import { artworks, contactMessages, offers } from '../../db/schema/index';

export interface InboxFilter {
  kind?: InboxKind;
  state?: InboxState;
  search?: string;
}

const m = contactMessages;

/** Which contact messages the filter keeps; false when it keeps offers only. */
function messageWhere(f: InboxFilter): SQL | undefined | false {
  if (f.kind === 'offer') return false;
  return and(
    f.kind === 'message' ? isNull(m.artwork_id) : undefined,
    f.kind === 'inquiry' ? isNotNull(m.artwork_id) : undefined,
    f.state === 'unread' ? eq(m.is_read, false) : undefined,
    f.state === 'answered' ? isNotNull(m.answered_at) : undefined,
    f.search ? anyContains(f.search, m.name, m.email, m.subject, m.message) : undefined,
  );
}

/**
 * Which offers the filter keeps, false when it keeps messages only (core's rule says which
 * statuses are unread or answered).
 */
function offerWhere(f: InboxFilter): SQL | undefined | false {
  if (f.kind === 'message' || f.kind === 'inquiry') return false;
  return and(
    f.state === 'unread' ? inArray(offers.status, [...OFFER_UNREAD_STATUSES]) : undefined,
    f.state === 'answered' ? inArray(offers.status, [...OFFER_ANSWERED_STATUSES]) : undefined,
    f.search
      ? anyContains(f.search, offers.name, offers.email, offers.note, artworks.title)
      : undefined,
  );
}

// Both halves select the same columns in the same order, so one UNION ALL lists them.
const messageRows = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      kind: sql<InboxKind>`case when ${m.artwork_id} is null then 'message' else 'inquiry' end`.as(
        'kind',
      ),
      id: sql<number>`${m.id}`.as('id'),
      name: sql<string>`${m.name}`.as('name'),
      email: sql<string>`${m.email}`.as('email'),
      subject: sql<string | null>`${m.subject}`.as('subject'),
      body: sql<string | null>`${m.message}`.as('body'),
      artwork_id: sql<number | null>`${m.artwork_id}`.as('artwork_id'),
      artwork_title: sql<string | null>`${artworks.title}`.as('artwork_title'),
      amount_cents: sql<number | null>`null::integer`.as('amount_cents'),
      offer_status: sql<OfferStatus | null>`null::text`.as('offer_status'),
      unread: sql<boolean>`not ${m.is_read}`.as('unread'),
      answered: sql<boolean>`${m.answered_at} is not null`.as('answered'),
      created_at: sql<Date>`${m.created_at}`.mapWith(m.created_at).as('created_at'),
    })
    .from(m)
    .leftJoin(artworks, eq(artworks.id, m.artwork_id))
    .where(where);

const offerRows = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      kind: sql<InboxKind>`'offer'`.as('kind'),
      id: sql<number>`${offers.id}`.as('id'),
      name: sql<string>`${offers.name}`.as('name'),
      email: sql<string>`${offers.email}`.as('email'),
      subject: sql<string | null>`null::text`.as('subject'),
      body: sql<string | null>`${offers.note}`.as('body'),
      artwork_id: sql<number | null>`${offers.artwork_id}`.as('artwork_id'),
      artwork_title: sql<string | null>`${artworks.title}`.as('artwork_title'),
      amount_cents: sql<number | null>`${offers.amount_cents}`.as('amount_cents'),
      offer_status: sql<OfferStatus | null>`${offers.status}`.as('offer_status'),
      unread: sql<boolean>`${inArray(offers.status, [...OFFER_UNREAD_STATUSES])}`.as('unread'),
      answered: sql<boolean>`${inArray(offers.status, [...OFFER_ANSWERED_STATUSES])}`.as(
        'answered',
      ),
      created_at: sql<Date>`${offers.created_at}`.mapWith(offers.created_at).as('created_at'),
    })
    .from(offers)
    .innerJoin(artworks, eq(artworks.id, offers.artwork_id))
    .where(where);

type MessageHalf = ReturnType<typeof messageRows>;
export type InboxRow = Awaited<MessageHalf>[number];

/** One page of the inbox, newest first, and how many items the filter keeps in all. */
export async function listInbox(db: DbOrTx, f: InboxFilter, limit: number, offset: number) {
  const mw = messageWhere(f);
  const ow = offerWhere(f);
  const order = [sql`created_at desc`, sql`kind desc`, sql`id desc`];
  // Drizzle types a union by its first table; the columns match by name and type (above).
  const offerHalf = ow === false ? null : (offerRows(db, ow) as unknown as MessageHalf);
  const messageHalf = mw === false ? null : messageRows(db, mw);
  const page =
    messageHalf && offerHalf
      ? messageHalf
          .unionAll(offerHalf)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      : (messageHalf ?? offerHalf)!
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
  const [rows, messageCount, offerCount] = await Promise.all([
    page,
    mw === false
      ? 0
      : db
          .select({ n: count() })
          .from(m)
          .where(mw)
          .then(([row]) => row?.n ?? 0),
    ow === false
      ? 0
      : db
          .select({ n: count() })
          .from(offers)
          .innerJoin(artworks, eq(artworks.id, offers.artwork_id))
          .where(ow)
          .then(([row]) => row?.n ?? 0),
  ]);
  return { rows: rows as InboxRow[], total: messageCount + offerCount };
}

/** Marks a message answered (now, or when first marked) or not; false when there is none. */
export async function setAnswered(db: DbOrTx, id: number, answered: boolean) {
  const updated = await db
    .update(m)
    .set({ answered_at: answered ? sql`coalesce(${m.answered_at}, now())` : null })
    .where(eq(m.id, id))
    .returning({ id: m.id });
  return updated.length > 0;
}

/** Unread messages and offers still waiting for an answer: the inbox's badge. */
export async function countUnreadItems(db: DbOrTx): Promise<number> {
  const [messages, waiting] = await Promise.all([
    db.select({ n: count() }).from(m).where(not(m.is_read)),
    db
      .select({ n: count() })
      .from(offers)
      .where(inArray(offers.status, [...OFFER_UNREAD_STATUSES])),
  ]);
  return (messages[0]?.n ?? 0) + (waiting[0]?.n ?? 0);
}
