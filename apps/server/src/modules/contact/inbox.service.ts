import type { InboxQuery } from '@atelier/core';
import type { Db } from '../../db/client';
import { readPage } from '../../lib/serialize';
import * as repo from './inbox.repository';
import { toInboxItem } from './inbox.serialize';

/**
 * The artist's one inbox (decision 051): contact messages, questions about works and offers,
 * newest first, filtered by kind and state. Each opens beside the list from its own route.
 */
export async function listInbox(db: Db, q: InboxQuery) {
  const { rows, pagination } = await readPage(q, (limit, offset) =>
    repo.listInbox(db, { kind: q.kind, state: q.state, search: q.search }, limit, offset),
  );
  return { data: rows.map(toInboxItem), pagination };
}

/** What the inbox's menu entry counts: unread messages and offers waiting for an answer. */
export const inboxUnreadCount = async (db: Db) => ({ count: await repo.countUnreadItems(db) });
