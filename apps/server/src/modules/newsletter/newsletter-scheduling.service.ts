import { NEWSLETTER_MESSAGES as M } from '@atelier/core';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { issueWithCounts, requireIssue, type IssueDeps } from './newsletter-editing.service';
import { assertIssueMove, claimDueIssues, moveIssue } from './newsletter-issue-lifecycle.service';
import * as repo from './newsletter-issues.repository';
import { countAudience } from './newsletter-recipients.repository';
import { checkBody, hasContent } from './newsletter-rendering.service';
import { startSending } from './newsletter-sending.service';

/*
 * When an issue goes out (decision 033): now, at a time the artist chose, or not after all
 * (a cancelled schedule makes it a draft again). Due scheduled issues are started by the
 * delivery worker's loop. Every status change is a move of the issue lifecycle.
 */

/** 400 unless the issue has what an email needs: a subject, a body, only our images. */
function checkReady(issue: repo.IssueRow, config: IssueDeps['config']) {
  if (!issue.subject.trim()) throw new AppError(400, 'validation_error', M.subjectRequired);
  if (!hasContent(issue.body_html)) throw new AppError(400, 'validation_error', M.bodyRequired);
  checkBody(issue.body_html, config);
}

/**
 * Sends now or schedules. The issue row is locked and its status checked in the transaction
 * that changes it, so two clicks (or two admins) cannot both pass: the second finds it
 * scheduled or sending and is refused.
 */
export async function sendIssue(
  deps: IssueDeps,
  id: number,
  at: string | undefined,
  now = new Date(),
) {
  const when = at ? new Date(at) : null;
  if (when && when.getTime() <= now.getTime())
    throw new AppError(400, 'validation_error', M.scheduleInPast);
  const row = await deps.db.transaction(async (tx) => {
    const issue = await repo.findIssueForUpdate(tx, id);
    if (!issue) throw notFound('Issue not found');
    assertIssueMove(issue.status, when ? 'scheduled' : 'sending', 'artist');
    checkReady(issue, deps.config);
    if ((await countAudience(tx, issue.audience)) === 0)
      throw new AppError(400, 'no_recipients', M.noRecipients);
    if (when) return moveIssue(tx, issue, 'scheduled', 'artist', { scheduled_at: when });
    const sending = await moveIssue(tx, issue, 'sending', 'artist', { started_at: now });
    await startSending(deps, tx, sending);
    return sending;
  });
  return issueWithCounts(deps.db, row);
}

/** "Cancel the schedule": a scheduled issue becomes a draft again, with no time. */
export async function cancelIssue(db: DbOrTx, id: number) {
  const issue = await requireIssue(db, id);
  return issueWithCounts(db, await moveIssue(db, issue, 'draft', 'artist', { scheduled_at: null }));
}

/** Scheduled issues whose time came: started by one instance, in one transaction each. */
export async function startDueIssues(deps: IssueDeps, now = new Date()): Promise<number> {
  let started = 0;
  for (;;) {
    const n = await deps.db.transaction(async (tx) => {
      const due = await claimDueIssues(tx, now);
      for (const issue of due) await startSending(deps, tx, issue);
      return due.length;
    });
    started += n;
    if (n === 0) return started;
  }
}
