import type { WaitlistEntry } from '@atelier/core';
import { useState } from 'react';
import {
  AdminPageHeader,
  EmptyState,
  ExportCsvButton,
  ListResults,
  ListToolbar,
} from '@/components/admin';
import { useWaitlist } from '../api/get-waitlist';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { useWaitlistParams, type StatusFilter } from './use-waitlist-params';
import { WaitlistTable } from './waitlist-table';

const PAGE_SIZE = 25;
const STATUS_OPTIONS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Confirmed' },
  { value: 'pending', label: 'Not confirmed yet' },
  { value: 'left', label: 'Left the list' },
];

const EMPTY: Record<StatusFilter, string> = {
  all: 'Nobody is on the waitlist yet',
  active: 'Nobody has confirmed yet',
  pending: 'Nobody is waiting to confirm',
  left: 'Nobody has left the list',
};

/**
 * /admin/waitlist: who asked to hear about work like a sold one, searchable, filtered by
 * whether they confirmed, exportable. A table on wide screens, cards below 1024 px (DataTable).
 */
export function WaitlistScreen() {
  const list = useWaitlistParams();
  const { status, page, search } = list;
  const [toDelete, setToDelete] = useState<WaitlistEntry | null>(null);
  const query = useWaitlist({
    page,
    limit: PAGE_SIZE,
    search: search || undefined,
    status: status === 'all' ? undefined : status,
  });

  return (
    <>
      <AdminPageHeader
        title="Waitlist"
        description="People who asked to hear about work like one you sold. Export CSV downloads everyone shown by the filter."
        actions={
          <ExportCsvButton path="/admin/waitlist/export" query={{ status }} name="waitlist">
            Export CSV
          </ExportCsvButton>
        }
      />
      <ListToolbar
        list={list}
        searchLabel="Search the waitlist"
        placeholder="Email or title of the work"
        statusOptions={STATUS_OPTIONS}
      />
      <ListResults
        query={query}
        columns={5}
        noun="entries"
        {...list.results}
        noMatch={{
          title: 'Nobody on the waitlist matches your search',
          text: <>No email or work title with “{search}” has this status.</>,
        }}
        empty={
          <EmptyState title={EMPTY[status]}>
            A sold work’s page offers “Tell me about similar work”. Visitors who leave their email
            there appear here. Once they confirm it by the link they are sent, they get a short
            email each time you publish a new work in the same collections.
          </EmptyState>
        }
      >
        {(entries, busy) => <WaitlistTable entries={entries} busy={busy} onDelete={setToDelete} />}
      </ListResults>
      <DeleteEntryDialog
        entry={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => list.afterDelete(query.data?.data.length)}
      />
    </>
  );
}
