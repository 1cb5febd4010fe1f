import { centsToDollars, type InboxItem } from '@atelier/core';
import { iso } from '../../lib/serialize';
import type { InboxRow } from './inbox.repository';

/** An inbox row (a message or an offer) as the API lists it. */
export const toInboxItem = (row: InboxRow): InboxItem => ({
  kind: row.kind,
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  body: row.body,
  artwork:
    row.artwork_id !== null && row.artwork_title !== null
      ? { id: row.artwork_id, title: row.artwork_title }
      : null,
  amount: row.amount_cents === null ? null : centsToDollars(row.amount_cents),
  offer_status: row.offer_status,
  unread: row.unread,
  answered: row.answered,
  created_at: iso(row.created_at),
});
