import type { AdminContactMessage } from '@atelier/core';
import { longDate } from '@/components/admin';

/** The quoted original stays short: mail apps refuse very long mailto: links. */
const QUOTE_MAX = 1200;

/** mailto: the visitor, subject "Re: <their subject>", with their message quoted below. */
export function replyHref(message: AdminContactMessage): string {
  const subject = `Re: ${message.subject?.trim() || 'Your message'}`;
  const original =
    message.message.length > QUOTE_MAX
      ? `${message.message.slice(0, QUOTE_MAX)}…`
      : message.message;
  const quoted = original
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `\n\nOn ${longDate(message.created_at)}, ${message.name} wrote:\n${quoted}`;
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?${query}`;
}
