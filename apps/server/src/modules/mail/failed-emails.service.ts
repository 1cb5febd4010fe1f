import type { FailedEmail, FailedEmailListQuery } from '@atelier/core';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { iso, readPage } from '../../lib/serialize';
import * as repo from './outbox.repository';

const toApi = (row: repo.OutboxRow): FailedEmail => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  kind: row.kind,
  reason: row.last_error,
  attempts: row.attempts,
  created_at: iso(row.created_at),
  // Rows that failed before failed_at existed: their creation is the best date we have.
  failed_at: iso(row.failed_at ?? row.created_at),
});

export async function listFailedEmails(db: Db, q: FailedEmailListQuery) {
  const { rows, pagination } = await readPage(q, (limit, offset) =>
    repo.listFailed(db, limit, offset),
  );
  return { data: rows.map(toApi), pagination };
}

export const failedEmailCount = (db: Db) => repo.countFailed(db);
/** Emails still waiting in the outbox (for /metrics). */
export const pendingEmailCount = (db: Db) => repo.countPending(db);

/** "Send again": the same outbox row goes back to the worker, which delivers it once. */
export async function resendEmail(db: Db, id: number, now = new Date()) {
  if (await repo.requeueFailed(db, id, now)) return { message: 'The email will be sent again.' };
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Email not found');
  throw conflict(
    row.status === 'sent' ? 'This email has been sent already.' : 'This email is already queued.',
  );
}
