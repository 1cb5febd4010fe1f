import type { DashboardMessage } from '@atelier/core';
import { Link } from 'react-router';
import { SenderName, shortDate } from '@/components/admin';
import { withQuery } from '@/lib/paths';
import { adminPaths } from '@/lib/admin-paths';
import { DashboardPanel } from './dashboard-panel';

/** The five newest contact messages; unread ones bold with a dot. */
export function RecentMessages({ messages }: { messages: DashboardMessage[] }) {
  return (
    <DashboardPanel title="Recent messages" to={adminPaths.messages()} linkLabel="All messages">
      {messages.length === 0 ? (
        <p className="px-5 py-8 text-sm text-muted">
          No messages yet. Messages sent through the contact form arrive here.
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {messages.map((message) => (
            <li key={message.id}>
              <Link
                to={withQuery(adminPaths.messages(), { id: message.id })}
                className="block px-5 py-3 hover:bg-placeholder/60"
              >
                <span className="flex items-baseline justify-between gap-3">
                  <SenderName name={message.name} unread={!message.is_read} />
                  <time dateTime={message.created_at} className="shrink-0 text-xs text-muted">
                    {shortDate(message.created_at)}
                  </time>
                </span>
                <span className="mt-0.5 block truncate text-sm text-muted">
                  {message.subject ? `${message.subject} — ` : ''}
                  {message.excerpt}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
