import type { Subscriber } from '@atelier/core';
import { useState } from 'react';
import {
  AdminPageHeader,
  EmptyState,
  FilterSelect,
  ListResults,
  SearchField,
  Toolbar,
  useSearchParam,
} from '@/components/admin';
import { useSubscribers } from '../api/get-subscribers';
import { DeleteSubscriberDialog } from './delete-subscriber-dialog';
import { ExportButton } from './export-button';
import { SubscribersTable } from './subscribers-table';
import { useSubscriberParams, type StatusFilter } from './use-subscriber-params';

const PAGE_SIZE = 25;
const STATUS_OPTIONS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
  { value: 'all', label: 'All' },
];

/** /admin/subscribers: the mailing list, searchable, filtered by status, exportable. */
export function SubscribersScreen() {
  const { status, page, update } = useSubscriberParams();
  const [searchInput, setSearchInput, search] = useSearchParam('q');
  const [toDelete, setToDelete] = useState<Subscriber | null>(null);
  const query = useSubscribers({
    page,
    limit: PAGE_SIZE,
    search: search || undefined,
    status: status === 'all' ? undefined : status,
  });

  const onDeleted = () => {
    // The last row of a later page is gone: show the page before instead of an empty one.
    if (query.data?.data.length === 1 && page > 1) update({ page: page - 1 });
  };

  return (
    <>
      <AdminPageHeader
        title="Subscribers"
        description="People on your mailing list. Export downloads every subscriber of the chosen status."
        actions={<ExportButton status={status} />}
      />
      <Toolbar>
        <SearchField
          label="Search subscribers"
          value={searchInput}
          onChange={setSearchInput}
          placeholder="Email or name"
        />
        <FilterSelect<StatusFilter>
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => update({ status: value })}
        />
      </Toolbar>
      <ListResults
        query={query}
        columns={5}
        noun="subscribers"
        search={search}
        onClearSearch={() => setSearchInput('')}
        noMatch={{
          title: 'No subscribers match your search',
          text: <>Nobody with “{search}” in their email or name has this status.</>,
        }}
        empty={
          <EmptyState title={status === 'all' ? 'No subscribers yet' : `No ${status} subscribers`}>
            People who sign up in the footer, on the mailing list page or at the preview gate appear
            here; they become active once they confirm their address.
          </EmptyState>
        }
        onPageChange={(next) => update({ page: next }, false)}
      >
        {(subscribers, busy) => (
          <SubscribersTable subscribers={subscribers} busy={busy} onDelete={setToDelete} />
        )}
      </ListResults>
      <DeleteSubscriberDialog
        subscriber={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={onDeleted}
      />
    </>
  );
}
