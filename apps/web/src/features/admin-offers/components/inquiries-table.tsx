import type { AdminContactMessage } from '@atelier/core';
import { Link } from 'react-router';
import { DataTable, StatusBadge, tableDate, type Column } from '@/components/admin';
import { paths } from '@/lib/paths';

/** Questions about works, newest first: who asked, about which work, and a way to read it. */
export function InquiriesTable({ messages }: { messages: AdminContactMessage[] }) {
  const columns: Column<AdminContactMessage>[] = [
    {
      key: 'from',
      header: 'From',
      cell: (m) => (
        <>
          <span className="block font-medium">{m.name}</span>
          <span className="block text-xs text-muted">{m.email}</span>
        </>
      ),
    },
    {
      key: 'work',
      header: 'Work',
      cell: (m) =>
        m.artwork ? (
          <Link to={paths.admin.artworkEdit(m.artwork.id)} className="hover:underline">
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
    {
      key: 'received',
      header: 'Received',
      className: 'hidden sm:table-cell whitespace-nowrap tabular-nums',
      cell: (m) => <time dateTime={m.created_at}>{tableDate(m.created_at)}</time>,
    },
    {
      key: 'read',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (m) => (
        <Link
          to={`${paths.admin.messages()}?id=${m.id}`}
          className="text-sm text-accent underline underline-offset-4 hover:text-accent-strong"
          aria-label={`Read and answer the question from ${m.name}${
            m.artwork ? ` about “${m.artwork.title}”` : ''
          }`}
        >
          Read and answer
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      caption="Questions about works"
      columns={columns}
      rows={messages}
      rowKey={(m) => m.id}
    />
  );
}
