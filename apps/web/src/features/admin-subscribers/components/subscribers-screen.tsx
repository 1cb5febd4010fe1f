import type { Subscriber } from '@atelier/core';
import { useState } from 'react';
import {
  AdminPageHeader,
  EmptyState,
  ExportCsvButton,
  ListResults,
  ListToolbar,
} from '@/components/admin';
import { useSubscribers } from '../api/get-subscribers';
import { DeleteSubscriberDialog } from './delete-subscriber-dialog';
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
  const list = useSubscriberParams();
  const { status, page, search } = list;
  const [toDelete, setToDelete] = useState<Subscriber | null>(null);
  const query = useSubscribers({
    page,
    limit: PAGE_SIZE,
    search: search || undefined,
    status: status === 'all' ? undefined : status,
  });

  return (
    <>
      <AdminPageHeader
        title="Subscribers"
        description="People on your mailing list. Export downloads every subscriber of the chosen status."
        actions={
          // GET /admin/subscribers/export?status= (docs/product.md §7, default active).
          <ExportCsvButton path="/admin/subscribers/export" query={{ status }} name="subscribers">
            {`Export ${status} as CSV`}
          </ExportCsvButton>
        }
      />
      <ListToolbar
        list={list}
        searchLabel="Search subscribers"
        placeholder="Email or name"
        statusOptions={STATUS_OPTIONS}
      />
      <ListResults
        query={query}
        columns={5}
        noun="subscribers"
        {...list.results}
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
      >
        {(subscribers, busy) => (
          <SubscribersTable subscribers={subscribers} busy={busy} onDelete={setToDelete} />
        )}
      </ListResults>
      <DeleteSubscriberDialog
        subscriber={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => list.afterDelete(query.data?.data.length)}
      />
    </>
  );
}
