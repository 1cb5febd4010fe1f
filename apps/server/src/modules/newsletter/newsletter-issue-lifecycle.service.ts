import {
  ISSUE_LIFECYCLE,
  canMoveIssue,
  issueMoveRefusal,
  movesInto,
  type LifecycleActor,
  type NewsletterIssueStatus,
} from '@atelier/core';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './newsletter-issues.repository';

/**
 * The one home of newsletter issue status changes (decision 043), as order-lifecycle.service
 * is for orders: every write of `status` goes through here and is checked against
 * `ISSUE_LIFECYCLE` of @atelier/core. A refused move is a 409 `invalid_transition` and writes
 * nothing; a move is applied only if the status is still the one read, so two racing moves
 * cannot both happen.
 */

/** 409 `invalid_transition`, with the editor's words ("This issue has already been sent"). */
export const illegalIssueMove = (from: NewsletterIssueStatus, to: NewsletterIssueStatus) =>
  new AppError(409, 'invalid_transition', issueMoveRefusal(from, to), { status: from, to });

/** Throws unless the table lets `actor` move an issue from `from` to `to`. */
export function assertIssueMove(
  from: NewsletterIssueStatus,
  to: NewsletterIssueStatus,
  actor: LifecycleActor,
) {
  if (!canMoveIssue(from, to, actor)) throw illegalIssueMove(from, to);
}

/** A new issue, in the status the table starts issues in (the artist's draft). */
export function startIssue(db: DbOrTx, values: Omit<repo.NewIssue, 'status'>) {
  if (!canMoveIssue(null, 'draft', 'artist')) throw illegalIssueMove('draft', 'draft');
  return repo.insertIssue(db, { ...values, status: 'draft' });
}

/** Moves `issue` (as read) to `to`, setting `set` with it; refused if the table or a race says no. */
export async function moveIssue(
  db: DbOrTx,
  issue: repo.IssueRow,
  to: NewsletterIssueStatus,
  actor: LifecycleActor,
  set: repo.IssueEdit = {},
): Promise<repo.IssueRow> {
  assertIssueMove(issue.status, to, actor);
  const row = await repo.moveIssueRow(db, issue.id, { from: [issue.status], to }, set);
  if (row) return row;
  // Another request moved it first: refused as from where it is now.
  throw illegalIssueMove((await repo.findIssue(db, issue.id))?.status ?? issue.status, to);
}

/** Scheduled issues whose time came, moved to sending by the server (one instance each). */
export const claimDueIssues = (db: DbOrTx, now: Date) =>
  repo.claimDueIssues(db, now, {
    from: movesInto(ISSUE_LIFECYCLE, 'sending', 'system'),
    to: 'sending',
  });

/** Issues whose every recipient was handed over, moved to sent by the server. */
export const finishIssues = (db: DbOrTx, now: Date) =>
  repo.finishIssues(db, now, { from: movesInto(ISSUE_LIFECYCLE, 'sent', 'system'), to: 'sent' });
