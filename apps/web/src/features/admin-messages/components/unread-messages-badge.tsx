import { useUnreadCount } from '../api/get-unread-count';

/** The sidebar's count beside "Inbox": unread messages and offers to answer; nothing at 0. */
export function UnreadMessagesBadge() {
  const { data: count } = useUnreadCount();
  if (!count) return null;
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-medium text-white tabular-nums">
      {count > 99 ? '99+' : count}
      <span className="sr-only"> unread</span>
    </span>
  );
}
