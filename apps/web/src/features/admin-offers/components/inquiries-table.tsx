import type { AdminContactMessage } from '@atelier/core';
import { Link } from 'react-router';
import {
  DataTable,
  StackedCell,
  StatusBadge,
  actionsColumn,
  dateColumn,
  type Column,
} from '@/components/admin';
import { adminPaths } from '@/lib/admin-paths';
import { textLinkClasses } from '@/components/ui';
import { cn } from '@/lib/cn';

/** Questions about works, newest first: who asked, about which work, and a way to read it. */
export function InquiriesTable({ messages }: { messages: AdminContactMessage[] }) {
  const columns: Column<AdminContactMessage>[] = [
    {
      key: 'from',
      header: 'From',
      card: 'title',
      cell: (m) => (
        <StackedCell detail={m.email} strong>
          {m.name}
        </StackedCell>
      ),
    },
    {
      key: 'work',
      header: 'Work',
      cell: (m) =>
        m.artwork ? (
          <Link to={adminPaths.artworkEdit(m.artwork.id)} className="hover:underline">
            {m.artwork.title}
          </Link>
        ) : (
          '—'
        ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (m) => (
        <StatusBadge tone={m.is_read ? 'neutral' : 'warning'}>
          {m.is_read ? 'Read' : 'Unread'}
        </StatusBadge>
      ),
    },
    dateColumn({
      key: 'received',
      header: 'Received',
      at: (m) => m.created_at,
      hideOnPhones: true,
    }),
    actionsColumn(
      (m) => (
        <Link
          to={`${adminPaths.messages()}?id=${m.id}`}
          className={cn('text-sm', textLinkClasses)}
          aria-label={`Read and answer the question from ${m.name}${
            m.artwork ? ` about “${m.artwork.title}”` : ''
          }`}
        >
          Read and answer
        </Link>
      ),
      { key: 'read' },
    ),
  ];
  return <DataTable caption="Questions about works" columns={columns} rows={messages} />;
}
