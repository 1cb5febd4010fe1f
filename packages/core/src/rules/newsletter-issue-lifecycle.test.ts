import { describe, expect, it } from 'vitest';
import { NEWSLETTER_ISSUE_STATUSES, NEWSLETTER_MESSAGES as M } from '../schemas/newsletter-issues';
import { LIFECYCLE_ACTORS, listMoves, movesInto } from './lifecycle';
import {
  DELETABLE_ISSUE_STATUSES,
  EDITABLE_ISSUE_STATUSES,
  ISSUE_LIFECYCLE,
  canMoveIssue,
  issueActions,
  issueMoveRefusal,
} from './newsletter-issue-lifecycle';

describe('the newsletter issue lifecycle table', () => {
  it('lists exactly the moves of decision 043, with who may make each', () => {
    expect(listMoves(ISSUE_LIFECYCLE)).toEqual([
      'new → draft: artist',
      'draft → scheduled: artist',
      'draft → sending: artist',
      'scheduled → draft: artist',
      'scheduled → sending: system',
      'sending → sent: system',
    ]);
  });

  it('has no cancelled status: cancelling a schedule makes the issue a draft again', () => {
    expect(NEWSLETTER_ISSUE_STATUSES).toEqual(['draft', 'scheduled', 'sending', 'sent']);
    expect(canMoveIssue('scheduled', 'draft', 'artist')).toBe(true);
    expect(issueActions('scheduled')).toEqual(['cancel_schedule']);
  });

  it('reaches every status from a new draft, and ends only at sent', () => {
    const reached = new Set(['draft'] as const as readonly string[]);
    for (const from of reached)
      for (const to of NEWSLETTER_ISSUE_STATUSES)
        if (ISSUE_LIFECYCLE.next[from as 'draft'][to]) reached.add(to);
    expect([...reached].sort()).toEqual([...NEWSLETTER_ISSUE_STATUSES].sort());
    const ends = NEWSLETTER_ISSUE_STATUSES.filter(
      (s) => Object.keys(ISSUE_LIFECYCLE.next[s]).length === 0,
    );
    expect(ends).toEqual(['sent']);
  });

  it('gives buyers no move, and leaves starting and finishing a send to the server', () => {
    for (const from of [null, ...NEWSLETTER_ISSUE_STATUSES])
      for (const to of NEWSLETTER_ISSUE_STATUSES)
        expect(canMoveIssue(from, to, 'buyer')).toBe(false);
    expect(movesInto(ISSUE_LIFECYCLE, 'sending', 'system')).toEqual(['scheduled']);
    expect(movesInto(ISSUE_LIFECYCLE, 'sent', 'system')).toEqual(['sending']);
    expect(LIFECYCLE_ACTORS.filter((a) => canMoveIssue('sending', 'sent', a))).toEqual(['system']);
  });

  it('lets drafts and scheduled issues be edited, and only drafts be deleted', () => {
    expect(EDITABLE_ISSUE_STATUSES).toEqual(['draft', 'scheduled']);
    expect(DELETABLE_ISSUE_STATUSES).toEqual(['draft']);
  });
});

describe('the artist’s issue actions', () => {
  it('are the table’s artist moves from each status', () => {
    expect(Object.fromEntries(NEWSLETTER_ISSUE_STATUSES.map((s) => [s, issueActions(s)]))).toEqual({
      draft: ['send', 'schedule'],
      scheduled: ['cancel_schedule'],
      sending: [],
      sent: [],
    });
  });

  it('say why a move is refused, in the editor’s words', () => {
    expect(issueMoveRefusal('sent', 'sending')).toBe(M.alreadySent);
    expect(issueMoveRefusal('sent', 'draft')).toBe(M.alreadySent);
    expect(issueMoveRefusal('sending', 'scheduled')).toBe(M.alreadySending);
    expect(issueMoveRefusal('scheduled', 'sending')).toBe(M.alreadyScheduled);
    expect(issueMoveRefusal('draft', 'draft')).toBe(M.notCancellable);
    expect(issueMoveRefusal('sending', 'draft')).toBe(M.notCancellable);
    expect(issueMoveRefusal('draft', 'sent')).toBe('An issue that is draft cannot become sent');
  });
});
