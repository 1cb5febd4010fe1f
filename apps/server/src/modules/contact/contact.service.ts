import type { ContactMessageInput, MessageListQuery } from '@atelier/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { iso, pagination } from '../../lib/serialize';
import { renderEmail } from '../mail/templates';
import { getValue } from '../settings/settings.service';
import * as repo from './contact.repository';

export const CONTACT_THANKS =
  "Thank you for your message. I'll get back to you within 2-3 business days.";

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
  is_read: row.is_read,
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

/**
 * Stores the message and queues the artist's notification in one transaction: either both
 * exist or neither. A filled honeypot is answered the same way but nothing is kept.
 */
export async function submitContact(
  deps: ContactDeps,
  input: ContactMessageInput,
  meta: RequestMeta,
) {
  if (input.website?.trim()) return { message: CONTACT_THANKS };
  const subject = input.subject || null;
  await deps.db.transaction(async (tx) => {
    const row = await repo.insertMessage(tx, {
      name: input.name,
      email: input.email,
      subject,
      message: input.message,
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
    });
    const siteName = await getValue<string>(tx, 'site_name');
    const email = renderEmail({
      siteName,
      heading: `A message from ${input.name}`,
      paragraphs: [
        'Someone wrote to you through the contact form. Reply to this email to answer them.',
      ],
      details: [
        ['Name', input.name],
        ['Email', input.email],
        ...(subject ? [['Subject', subject] as [string, string]] : []),
      ],
      quote: input.message,
      action: { label: 'Open the inbox', url: `${deps.config.publicUrl}/admin/dashboard` },
      footer: [`Message #${row.id}, sent from ${deps.config.publicUrl}/contact`],
    });
    await deps.mailer.enqueue(tx, {
      to: deps.config.artistEmail,
      replyTo: input.email,
      subject: oneLine(`New message from ${input.name}${subject ? `: ${subject}` : ''}`, 200),
      ...email,
      kind: 'contact_notification',
    });
  });
  return { message: CONTACT_THANKS };
}

export async function listMessages(db: Db, q: MessageListQuery) {
  const offset = (q.page - 1) * q.limit;
  const { rows, total } = await repo.listMessages(
    db,
    { unread: q.unread, search: q.search },
    q.limit,
    offset,
  );
  return { data: rows.map(toAdmin), pagination: pagination(total, q.limit, offset) };
}

export async function getMessage(db: Db, id: number) {
  const row = await repo.findMessage(db, id);
  if (!row) throw notFound('Message not found');
  return toAdmin(row);
}

export async function markRead(db: Db, id: number, isRead: boolean) {
  const row = await repo.setRead(db, id, isRead);
  if (!row) throw notFound('Message not found');
  return toAdmin(row);
}

export async function deleteMessage(db: Db, id: number) {
  if (!(await repo.deleteMessage(db, id))) throw notFound('Message not found');
}

export const unreadCount = async (db: Db) => ({ count: await repo.countUnread(db) });
