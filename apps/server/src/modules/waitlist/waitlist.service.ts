import { randomBytes } from 'node:crypto';
import { WAITLIST_MESSAGES, takesWaitlist, type JoinWaitlistInput } from '@atelier/core';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/errors';
import { getArtwork } from '../artworks/artworks.service';
import { collectionRefs, gatedIds } from '../collections/collections.service';
import { getValue } from '../settings/settings.service';
import {
  confirmWaitlistEmail,
  similarWorkEmail,
  type WaitlistEmailContext,
} from './waitlist.emails';
import * as repo from './waitlist.repository';

export type WaitlistDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config'>;

/** At most this many notices are queued per run; the next run (a minute later) takes the rest. */
const NOTICES_PER_RUN = 500;

async function context(deps: WaitlistDeps): Promise<WaitlistEmailContext> {
  return { siteName: await getValue(deps.db, 'site_name'), publicUrl: deps.config.publicUrl };
}

/**
 * "Tell me about similar work" on a sold work, or one held or reserved for a buyer (it may come
 * back, decision 048), that the visitor may see (a hidden or gated work
 * answers the same 404 as a missing one). The entry is tagged with the work's collections and
 * stays pending until the emailed link confirms it. The answer is the same for a new, a known
 * or a confirmed address, so it tells nobody who is on the list; a filled honeypot gets it too
 * and nothing is kept.
 */
export async function joinWaitlist(
  deps: WaitlistDeps,
  input: JoinWaitlistInput,
  ip: string,
  previewAccess: boolean,
): Promise<{ message: string }> {
  const work = await getArtwork(deps.db, input.artwork_id, { isAdmin: false, previewAccess });
  if (input.website?.trim()) return { message: WAITLIST_MESSAGES.joined };
  if (!takesWaitlist(work.availability))
    throw new AppError(
      409,
      'not_sold',
      'Notices of similar work are offered on works you cannot buy now. You can ask about this one instead.',
    );
  const ctx = await context(deps);
  await deps.db.transaction(async (tx) => {
    const entry = await repo.upsertEntry(tx, {
      email: input.email.toLowerCase(),
      artwork_id: work.id,
      token: randomBytes(32).toString('base64url'),
      ip,
    });
    await repo.tagWithCollectionsOf(tx, entry.id, work.id);
    if (entry.status === 'pending')
      await deps.mailer.enqueue(
        tx,
        confirmWaitlistEmail(ctx, entry.email, work.title, entry.token),
      );
  });
  return { message: WAITLIST_MESSAGES.joined };
}

/** The link in the confirmation email, pressed: the entry is active from now on. */
export async function confirmWaitlist(deps: Pick<WaitlistDeps, 'db'>, token: string) {
  const entry = await repo.findByToken(deps.db, token);
  if (!entry || entry.status === 'left')
    throw notFound('This link is no longer valid. You can ask again from the work’s page.');
  await repo.confirm(deps.db, entry.id);
  return { message: WAITLIST_MESSAGES.confirmed };
}

/** "Stop these notices", from any notice: every entry of the address leaves. */
export async function leaveWaitlist(deps: Pick<WaitlistDeps, 'db'>, token: string) {
  const entry = await repo.findByToken(deps.db, token);
  if (!entry) throw notFound('This link is no longer valid.');
  await repo.leaveAll(deps.db, entry.email);
  return { message: WAITLIST_MESSAGES.left };
}

/**
 * Queues the notices due (decision 034): one short email per address per new work, in the
 * transaction that records it, so a crash loses none and no instance sends one twice.
 */
export async function sendWaitlistNotices(deps: WaitlistDeps): Promise<number> {
  const gated = gatedIds(await collectionRefs(deps.db));
  const due = await repo.dueNotices(deps.db, gated, NOTICES_PER_RUN);
  if (!due.length) return 0;
  const ctx = await context(deps);
  return deps.db.transaction(async (tx) => {
    let sent = 0;
    for (const n of due) {
      if (!(await repo.recordNotice(tx, n.email, n.artwork_id))) continue;
      await deps.mailer.enqueue(
        tx,
        similarWorkEmail(ctx, n.email, n.token, { id: n.artwork_id, title: n.title }),
      );
      sent++;
    }
    return sent;
  });
}
