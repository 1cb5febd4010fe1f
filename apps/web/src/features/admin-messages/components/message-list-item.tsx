import type { AdminContactMessage } from '@atelier/core';
import { Link } from 'react-router';
import { SenderName, shortDate } from '@/components/admin';
import { cn } from '@/lib/cn';

interface MessageListItemProps {
  message: AdminContactMessage;
  href: string;
  selected: boolean;
}

/** One inbox row: unread ones are bold with a dot, and say "Unread" to screen readers. */
export function MessageListItem({ message, href, selected }: MessageListItemProps) {
  const unread = !message.is_read;
  return (
    <Link
      to={href}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'block border-l-2 px-4 py-3 transition-colors duration-150 hover:bg-placeholder/60',
        selected ? 'border-accent bg-placeholder' : 'border-transparent',
      )}
    >
      <span className="flex items-baseline justify-between gap-3">
        <SenderName name={message.name} unread={unread} />
        <time dateTime={message.created_at} className="shrink-0 text-xs text-muted tabular-nums">
          {shortDate(message.created_at)}
        </time>
      </span>
      <span className={cn('mt-0.5 block truncate text-sm', unread ? 'text-ink' : 'text-muted')}>
        {message.subject || 'No subject'}
      </span>
      <span className="block truncate text-sm text-muted">{message.message}</span>
    </Link>
  );
}
