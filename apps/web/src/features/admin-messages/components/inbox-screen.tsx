import {
  INBOX_KIND_LABELS,
  INBOX_KINDS,
  INBOX_STATE_LABELS,
  INBOX_STATES,
  type InboxItem,
} from '@atelier/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  AdminPageHeader,
  FilterSelect,
  SearchField,
  Toolbar,
  useSearchParam,
} from '@/components/admin';
import { QueryState } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useInbox } from '../api/get-inbox';
import { useUnreadCount } from '../api/get-unread-count';
import { InboxList, InboxListSkeleton } from './inbox-list';
import { MessageReader } from './message-reader';
import { useInboxParams } from './use-inbox-params';

const PAGE_SIZE = 20;
const KIND_OPTIONS = [
  { value: 'all', label: 'Everything' },
  ...INBOX_KINDS.map((kind) => ({ value: kind, label: INBOX_KIND_LABELS[kind] })),
];
const STATE_OPTIONS = [
  { value: 'all', label: 'Read and unread' },
  ...INBOX_STATES.map((state) => ({ value: state, label: INBOX_STATE_LABELS[state] })),
];

interface InboxScreenProps {
  /** The open offer beside the list (the offers feature's reader, composed by the app). */
  renderOffer: (id: number, backHref: string) => ReactNode;
}

/**
 * The one inbox (decision 051): contact messages, questions about works and offers, newest
 * first, beside the open one on wide screens; on phones the list, or the open item with a way
 * back. Filters: what kind, and unread or answered.
 */
export function InboxScreen({ renderOffer }: InboxScreenProps) {
  const navigate = useNavigate();
  const { kind, state, page, open, hrefWith, change } = useInboxParams();
  const [searchInput, setSearchInput, search] = useSearchParam('q');
  const unreadCount = useUnreadCount().data;
  const list = useInbox({ page, limit: PAGE_SIZE, kind, state, search: search || undefined });

  const reading = open !== null;
  const closed = hrefWith({ id: null, offer: null });
  const filtered = kind !== undefined || state !== undefined;
  const emptyTitle = search
    ? 'Nothing matches your search'
    : filtered
      ? 'Nothing here with these filters'
      : 'Your inbox is empty';
  const emptyText = search
    ? 'Try another name, email address or word.'
    : 'Messages from the contact form, questions about works and offers arrive here.';

  return (
    <>
      <AdminPageHeader
        title="Inbox"
        description={unreadCount === undefined ? ' ' : `${unreadCount} unread`}
      />
      <div className={cn(reading && 'hidden lg:block')}>
        <Toolbar>
          <SearchField
            label="Search the inbox"
            value={searchInput}
            onChange={setSearchInput}
            placeholder="Name, email, work or text"
          />
          <FilterSelect
            label="Show"
            value={kind ?? 'all'}
            options={KIND_OPTIONS}
            onChange={(value) => change({ kind: value === 'all' ? null : value, page: null })}
          />
          <FilterSelect
            label="State"
            value={state ?? 'all'}
            options={STATE_OPTIONS}
            onChange={(value) => change({ state: value === 'all' ? null : value, page: null })}
          />
        </Toolbar>
      </div>
      <div className="gap-6 lg:grid lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-label="Inbox" className={cn(reading && 'hidden lg:block')}>
          <QueryState
            query={list}
            loading={<InboxListSkeleton />}
            failure="Could not load the inbox"
          >
            {(items) => (
              <InboxList
                result={items}
                busy={list.isPlaceholderData}
                isOpen={(item) => isOpen(item, open)}
                hrefFor={(item) =>
                  item.kind === 'offer'
                    ? hrefWith({ offer: item.id, id: null })
                    : hrefWith({ id: item.id, offer: null })
                }
                onPageChange={(next) => change({ page: next > 1 ? next : null }, false)}
                emptyTitle={emptyTitle}
                emptyText={emptyText}
              />
            )}
          </QueryState>
        </section>
        <section
          aria-label={open?.kind === 'offer' ? 'Offer' : 'Message'}
          className={cn(!reading && 'hidden lg:block')}
        >
          {open?.kind === 'offer' ? (
            <div key={`offer-${open.id}`}>{renderOffer(open.id, closed)}</div>
          ) : open ? (
            <MessageReader
              key={open.id}
              id={open.id}
              backHref={closed}
              onDeleted={() => void navigate(closed, { replace: true })}
            />
          ) : (
            <p className="border border-dashed border-line px-6 py-16 text-center text-sm text-muted">
              Choose a message or an offer to read it.
            </p>
          )}
        </section>
      </div>
    </>
  );
}

const isOpen = (item: InboxItem, open: { kind: 'message' | 'offer'; id: number } | null) =>
  open !== null && item.id === open.id && (item.kind === 'offer') === (open.kind === 'offer');
