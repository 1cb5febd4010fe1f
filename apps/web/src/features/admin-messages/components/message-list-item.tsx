import type { AdminContactMessage } from '@atelier/core';
import { Link } from 'react-router';
import { shortDate } from '@/components/admin';
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
        <span className={cn('flex min-w-0 items-center gap-2', unread && 'font-semibold')}>
          {unread && (
            <>
              <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-accent" />
              <span className="sr-only">Unread: </span>
            </>
          )}
          <span className="truncate">{message.name}</span>
        </span>
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
