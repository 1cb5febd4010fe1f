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
import { useMessages } from '../api/get-messages';
import { useUnreadCount } from '../api/get-unread-count';
import { MessageList, MessageListSkeleton } from './message-list';
import { MessageReader } from './message-reader';
import { useInboxParams, type InboxFilter } from './use-inbox-params';

const PAGE_SIZE = 20;
const FILTERS = [
  { value: 'all', label: 'All messages' },
  { value: 'unread', label: 'Unread' },
] as const;

/**
 * The inbox: messages newest first beside the open one on wide screens; on phones the list,
 * or the open message with a way back.
 */
export function MessagesScreen() {
  const navigate = useNavigate();
  const { filter, page, openId, hrefWith, change } = useInboxParams();
  const [searchInput, setSearchInput, search] = useSearchParam('q');
  const unreadCount = useUnreadCount().data;
  const list = useMessages({
    page,
    limit: PAGE_SIZE,
    unread: filter === 'unread' ? true : undefined,
    search: search || undefined,
  });

  const reading = openId !== null;
  const emptyTitle = search
    ? 'No messages match your search'
    : filter === 'unread'
      ? 'No unread messages'
      : 'No messages yet';
  const emptyText = search
    ? 'Try another name, email address or word.'
    : 'Messages sent through the contact form arrive here.';

  return (
    <>
      <AdminPageHeader
        title="Messages"
        description={unreadCount === undefined ? ' ' : `${unreadCount} unread`}
      />
      <div className={cn(reading && 'hidden lg:block')}>
        <Toolbar>
          <SearchField
            label="Search messages"
            value={searchInput}
            onChange={setSearchInput}
            placeholder="Name, email or text"
          />
          <FilterSelect<InboxFilter>
            label="Show"
            value={filter}
            options={FILTERS}
            onChange={(value) => change({ filter: value === 'all' ? null : value, page: null })}
          />
        </Toolbar>
      </div>
      <div className="gap-6 lg:grid lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-label="Inbox" className={cn(reading && 'hidden lg:block')}>
          <QueryState
            query={list}
            loading={<MessageListSkeleton />}
            failure="Could not load the messages"
          >
            {(messages) => (
              <MessageList
                result={messages}
                busy={list.isPlaceholderData}
                openId={openId}
                hrefFor={(id) => hrefWith({ id })}
                onPageChange={(next) => change({ page: next > 1 ? next : null }, false)}
                emptyTitle={emptyTitle}
                emptyText={emptyText}
              />
            )}
          </QueryState>
        </section>
        <section aria-label="Message" className={cn(!reading && 'hidden lg:block')}>
          {reading ? (
            <MessageReader
              key={openId}
              id={openId}
              backHref={hrefWith({ id: null })}
              onDeleted={() => void navigate(hrefWith({ id: null }), { replace: true })}
            />
          ) : (
            <p className="border border-dashed border-line px-6 py-16 text-center text-sm text-muted">
              Choose a message to read it.
            </p>
          )}
        </section>
      </div>
    </>
  );
}
