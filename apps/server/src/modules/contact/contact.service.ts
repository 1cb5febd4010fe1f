import {
  PAGE_TABLE,
  type ArtworkInquiryInput,
  type ContactMessageInput,
  type MessageListQuery,
  type MessageUpdate,
} from '@atelier/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { iso, isoOrNull, readPage } from '../../lib/serialize';
import { getArtwork } from '../artworks/artworks.service';
import { renderEmail } from '../mail/templates.service';
import { getValue } from '../settings/settings.service';
import * as repo from './contact.repository';
import * as inboxRepo from './inbox.repository';

export const CONTACT_THANKS =
  "Thank you for your message. I'll get back to you within 2-3 business days.";
export const INQUIRY_THANKS =
  "Thank you for asking about this work. I'll get back to you within 2-3 business days.";

export type ContactDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config'>;

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export const toAdmin = (row: repo.ContactMessageRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  artwork:
    row.artwork_id !== null && row.artwork_title !== null
      ? { id: row.artwork_id, title: row.artwork_title }
      : null,
  is_read: row.is_read,
  answered_at: isoOrNull(row.answered_at),
  created_at: iso(row.created_at),
  ip: row.ip,
  user_agent: row.user_agent,
});

/** One line, no control characters: safe in a Subject header. */
const oneLine = (s: string, max: number) =>
  s
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, max);

interface Received {
  name: string;
  email: string;
  subject: string | null;
  message: string;
  /** The work an inquiry is about. */
  artwork?: { id: number; title: string };
}

/**
 * Stores the message and queues the artist's notification in one transaction: either both
 * exist or neither. The notification's Reply-To is the sender, so the artist answers from
 * their mail program.
 */
async function receive(deps: ContactDeps, input: Received, meta: RequestMeta) {
  const { artwork, subject } = input;
  const origin = deps.config.publicUrl;
  await deps.db.transaction(async (tx) => {
    const row = await repo.insertMessage(tx, {
      name: input.name,
      email: input.email,
      subject,
      message: input.message,
      artwork_id: artwork?.id ?? null,
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
    });
    const siteName = await getValue(tx, 'site_name');
    const page = artwork ? `${origin}${PAGE_TABLE.artwork.path(artwork.id)}` : `${origin}/contact`;
    const email = renderEmail({
      siteName,
      heading: artwork
        ? `${input.name} asks about “${artwork.title}”`
        : `A message from ${input.name}`,
      paragraphs: [
        artwork
          ? 'Someone asked about this work on its page. Reply to this email to answer them.'
          : 'Someone wrote to you through the contact form. Reply to this email to answer them.',
      ],
      details: [
        ['Name', input.name],
        ['Email', input.email],
        ...(artwork ? [['Work', `${artwork.title} (${page})`] as [string, string]] : []),
        ...(subject && !artwork ? [['Subject', subject] as [string, string]] : []),
      ],
      quote: input.message,
      action: { label: 'Open the inbox', url: `${origin}/admin/inbox` },
      footer: [`Message #${row.id}, sent from ${page}`],
    });
    await deps.mailer.enqueue(tx, {
      to: deps.config.artistEmail,
      replyTo: input.email,
      subject: oneLine(
        artwork
          ? `${input.name} asks about “${artwork.title}”`
          : `New message from ${input.name}${subject ? `: ${subject}` : ''}`,
        200,
      ),
      ...email,
      kind: artwork ? 'artwork_inquiry' : 'contact_notification',
    });
  });
}

/** The contact form. A filled honeypot is answered the same way but nothing is kept. */
export async function submitContact(
  deps: ContactDeps,
  input: ContactMessageInput,
  meta: RequestMeta,
) {
  if (input.website?.trim()) return { message: CONTACT_THANKS };
  await receive(deps, { ...input, subject: input.subject || null }, meta);
  return { message: CONTACT_THANKS };
}

/**
 * "Ask about this work": any work the visitor may see, sold or not for sale too. A hidden or
 * gated work (without the visitor's preview grant) answers the same 404 as a missing one, so
 * nothing leaks. A filled honeypot is answered the same way but nothing is kept.
 */
export async function submitInquiry(
  deps: ContactDeps,
  input: ArtworkInquiryInput,
  meta: RequestMeta,
  viewer: { previewAccess: boolean },
) {
  const work = await getArtwork(deps.db, input.artwork_id, {
    isAdmin: false,
    previewAccess: viewer.previewAccess,
  });
  if (input.website?.trim()) return { message: INQUIRY_THANKS };
  await receive(
    deps,
    {
      name: input.name,
      email: input.email,
      subject: oneLine(`About “${work.title}”`, 200),
      message: input.message,
      artwork: { id: work.id, title: work.title },
    },
    meta,
  );
  return { message: INQUIRY_THANKS };
}

export async function listMessages(db: Db, q: MessageListQuery) {
  const { rows, pagination } = await readPage(q, (limit, offset) =>
    repo.listMessages(
      db,
      { unread: q.unread, search: q.search, aboutWork: q.about_work },
      limit,
      offset,
    ),
  );
  return { data: rows.map(toAdmin), pagination };
}

export async function getMessage(db: Db, id: number) {
  const row = await repo.findMessage(db, id);
  if (!row) throw notFound('Message not found');
  return toAdmin(row);
}

/** Marks a message read or unread, answered or not (the artist answers by email). */
export async function updateMessage(db: Db, id: number, update: MessageUpdate) {
  const found = await db.transaction(async (tx) => {
    if (update.is_read !== undefined && !(await repo.setRead(tx, id, update.is_read))) return false;
    if (update.is_answered !== undefined) return inboxRepo.setAnswered(tx, id, update.is_answered);
    return true;
  });
  if (!found) throw notFound('Message not found');
  return getMessage(db, id);
}

export async function deleteMessage(db: Db, id: number) {
  if (!(await repo.deleteMessage(db, id))) throw notFound('Message not found');
}

export const unreadCount = async (db: Db) => ({ count: await repo.countUnread(db) });
