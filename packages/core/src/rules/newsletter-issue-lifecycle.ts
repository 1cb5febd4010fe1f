import {
  NEWSLETTER_ISSUE_STATUSES,
  NEWSLETTER_MESSAGES as M,
  type NewsletterIssueStatus,
} from '../schemas/newsletter-issues';
import { actionsFrom, mayMove, type Lifecycle, type LifecycleActor } from './lifecycle';

/**
 * The newsletter issue lifecycle (decisions 033, 043). The artist writes a draft, then sends
 * it now or schedules it; a schedule can be cancelled, which makes the issue a draft again
 * (there is no "cancelled" issue: an unwanted draft is deleted). The server starts scheduled
 * issues when their time comes and marks an issue sent once every recipient is handed over.
 */
export const ISSUE_LIFECYCLE: Lifecycle<NewsletterIssueStatus> = {
  starts: { draft: ['artist'] },
  next: {
    draft: { scheduled: ['artist'], sending: ['artist'] },
    scheduled: { draft: ['artist'], sending: ['system'] },
    sending: { sent: ['system'] },
    sent: {},
  },
};

/** What the artist may still do to an issue's fields in each status. */
export const ISSUE_STATUS_RULES: Readonly<
  Record<NewsletterIssueStatus, { editable: boolean; deletable: boolean }>
> = {
  // A scheduled issue is edited in place: what is saved is what goes out.
  draft: { editable: true, deletable: true },
  scheduled: { editable: true, deletable: false },
  sending: { editable: false, deletable: false },
  sent: { editable: false, deletable: false },
};

export const EDITABLE_ISSUE_STATUSES: readonly NewsletterIssueStatus[] =
  NEWSLETTER_ISSUE_STATUSES.filter((s) => ISSUE_STATUS_RULES[s].editable);
export const DELETABLE_ISSUE_STATUSES: readonly NewsletterIssueStatus[] =
  NEWSLETTER_ISSUE_STATUSES.filter((s) => ISSUE_STATUS_RULES[s].deletable);

export const canMoveIssue = (
  from: NewsletterIssueStatus | null,
  to: NewsletterIssueStatus,
  actor: LifecycleActor,
) => mayMove(ISSUE_LIFECYCLE, from, to, actor);

/** The artist's buttons on an issue, in screen order, and the status each one moves it to. */
export const ISSUE_ACTION_TARGETS = {
  send: 'sending',
  schedule: 'scheduled',
  cancel_schedule: 'draft',
} as const satisfies Record<string, NewsletterIssueStatus>;
export type IssueAction = keyof typeof ISSUE_ACTION_TARGETS;

/** The actions the table gives the artist on an issue in `status`. */
export const issueActions = (status: NewsletterIssueStatus): IssueAction[] =>
  actionsFrom(ISSUE_LIFECYCLE, ISSUE_ACTION_TARGETS, status, 'artist');

/** Why a move was refused, in the words the editor shows (decision 033's messages). */
export function issueMoveRefusal(from: NewsletterIssueStatus, to: NewsletterIssueStatus): string {
  if (from === 'sent') return M.alreadySent;
  if (to === 'draft') return M.notCancellable;
  if (to === 'sending' || to === 'scheduled') {
    if (from === 'sending') return M.alreadySending;
    if (from === 'scheduled') return M.alreadyScheduled;
  }
  return `An issue that is ${from} cannot become ${to}`;
}
