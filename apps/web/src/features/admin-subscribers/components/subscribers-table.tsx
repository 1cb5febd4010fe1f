import type { Subscriber } from '@atelier/core';
import { DataTable, RowButton, actionsColumn, dateColumn, type Column } from '@/components/admin';
import { SubscriberStatusBadge } from './subscriber-status-badge';

const fullName = (s: Subscriber) => [s.first_name, s.last_name].filter(Boolean).join(' ');

const SOURCES: Record<string, string> = {
  footer: 'Footer',
  'mailing-list': 'Mailing list page',
  preview: 'Preview gate',
  checkout: 'Checkout',
};

interface SubscribersTableProps {
  subscribers: Subscriber[];
  busy: boolean;
  onDelete: (subscriber: Subscriber) => void;
}

/** Email, name, status, source and date; below 1024 px a card per subscriber. */
export function SubscribersTable({ subscribers, busy, onDelete }: SubscribersTableProps) {
  const columns: Column<Subscriber>[] = [
    {
      key: 'email',
      header: 'Email',
      card: 'title',
      cell: (s) => <span className="block font-medium break-all">{s.email}</span>,
    },
    {
      key: 'name',
      header: 'Name',
      className: 'hidden md:table-cell',
      cell: (s) => fullName(s) || <span className="text-muted">—</span>,
    },
    { key: 'status', header: 'Status', cell: (s) => <SubscriberStatusBadge status={s.status} /> },
    {
      key: 'source',
      header: 'Source',
      className: 'hidden lg:table-cell text-muted',
      cell: (s) => (s.source ? (SOURCES[s.source] ?? s.source) : '—'),
    },
    dateColumn({
      key: 'subscribed',
      header: 'Subscribed',
      at: (s) => s.created_at,
      hideOnPhones: true,
    }),
    actionsColumn((s) => (
      <RowButton what={s.email} onClick={() => onDelete(s)}>
        Delete
      </RowButton>
    )),
  ];
  return <DataTable caption="Subscribers" columns={columns} rows={subscribers} busy={busy} />;
}
