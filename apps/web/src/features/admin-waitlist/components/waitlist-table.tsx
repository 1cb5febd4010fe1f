import type { WaitlistEntry } from '@atelier/core';
import { DataTable, RowButton, actionsColumn, type Column } from '@/components/admin';
import { ConfirmedState, Day, ToldState, WaitingFor } from './entry-facts';

interface WaitlistTableProps {
  entries: WaitlistEntry[];
  busy: boolean;
  onDelete: (entry: WaitlistEntry) => void;
}

/** Wide screens: one row per entry, who waits for what, since when, confirmed, told. */
export function WaitlistTable({ entries, busy, onDelete }: WaitlistTableProps) {
  const columns: Column<WaitlistEntry>[] = [
    {
      key: 'email',
      header: 'Email',
      card: 'title',
      cell: (e) => <span className="font-medium break-all">{e.email}</span>,
    },
    { key: 'work', header: 'Waiting for work like', cell: (e) => <WaitingFor entry={e} /> },
    {
      key: 'since',
      header: 'Waiting since',
      className: 'whitespace-nowrap tabular-nums',
      cell: (e) => <Day iso={e.created_at} />,
    },
    { key: 'confirmed', header: 'Confirmed', cell: (e) => <ConfirmedState entry={e} /> },
    { key: 'told', header: 'Told about new work', cell: (e) => <ToldState entry={e} /> },
    actionsColumn((e) => (
      <RowButton what={e.email} onClick={() => onDelete(e)}>
        Delete
      </RowButton>
    )),
  ];
  return <DataTable caption="Waitlist" columns={columns} rows={entries} busy={busy} />;
}
