import { formatPrice, type InboxItem } from '@atelier/core';
import { Link } from 'react-router';
import { SenderName, shortDate } from '@/components/admin';
import { cn } from '@/lib/cn';

interface InboxListItemProps {
  item: InboxItem;
  href: string;
  selected: boolean;
}

/** What an item is about: a message's subject, a question's work, an offer's amount and work. */
const headline = (item: InboxItem) =>
  item.kind === 'offer'
    ? `${formatPrice(item.amount ?? 0)} for ${item.artwork?.title ?? 'a work'}`
    : item.kind === 'inquiry'
      ? `About ${item.artwork?.title ?? 'a work'}`
      : item.subject || 'No subject';

/**
 * One inbox row: its kind, sender, what it is about and a line of its text. Unread ones (an
 * offer not yet answered) are bold with a dot, and say "Unread" to screen readers.
 */
export function InboxListItem({ item, href, selected }: InboxListItemProps) {
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
        <SenderName name={item.name} unread={item.unread} />
        <time dateTime={item.created_at} className="shrink-0 text-xs text-muted tabular-nums">
          {shortDate(item.created_at)}
        </time>
      </span>
      <span
        className={cn('mt-0.5 block truncate text-sm', item.unread ? 'text-ink' : 'text-muted')}
      >
        {headline(item)}
      </span>
      {item.body && <span className="block truncate text-sm text-muted">{item.body}</span>}
      <span className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted">
        <span>{KIND_LABEL[item.kind]}</span>
        {item.answered && <span>Answered</span>}
      </span>
    </Link>
  );
}

/** A row's kind, in the singular. */
const KIND_LABEL: Record<InboxItem['kind'], string> = {
  message: 'Message',
  inquiry: 'Question about a work',
  offer: 'Offer',
};
