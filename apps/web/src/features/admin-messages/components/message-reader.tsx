import type { AdminContactMessage } from '@atelier/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { EmptyState, longDate } from '@/components/admin';
import { ErrorBlock, SkeletonText, Skeleton } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { errorMessage, notify } from '@/lib/toast';
import { useMessage } from '../api/get-message';
import { useUpdateMessage } from '../api/update-message';
import { MessageActions } from './message-actions';

interface MessageReaderProps {
  id: number;
  /** The inbox without this message open (phones show one or the other). */
  backHref: string;
  onDeleted: () => void;
}

/** Marks a message read the first time it is opened (not again after "Mark as unread"). */
function useMarkReadOnOpen(message: AdminContactMessage | undefined) {
  const { mutate } = useUpdateMessage();
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!message || message.is_read || marked.current === message.id) return;
    marked.current = message.id;
    mutate(
      { id: message.id, is_read: true },
      {
        onError: (error) => notify.error(errorMessage(error, 'Could not mark the message as read')),
      },
    );
  }, [message, mutate]);
}

export function MessageReader({ id, backHref, onDeleted }: MessageReaderProps) {
  const query = useMessage(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useMarkReadOnOpen(query.data);
  const loadedId = query.data?.id;
  // Opening a message moves focus to it, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (loadedId) headingRef.current?.focus();
  }, [loadedId]);

  const back = (
    <Link to={backHref} className="mb-4 inline-block text-sm text-muted hover:text-ink lg:hidden">
      ← Inbox
    </Link>
  );

  if (query.isPending) {
    return (
      <div aria-hidden="true" className="space-y-4 border border-line bg-surface p-6">
        <Skeleton className="h-7 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <SkeletonText lines={5} />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <div>
          {back}
          <EmptyState title="Message not found">It may have been deleted.</EmptyState>
        </div>
      );
    }
    return (
      <ErrorBlock
        message={errorMessage(query.error, 'Could not load the message')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const message = query.data;
  return (
    <article aria-labelledby="message-subject" className="border border-line bg-surface p-5 md:p-8">
      {back}
      <div className="space-y-1 border-b border-line pb-4">
        <h2
          id="message-subject"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl focus:outline-none md:text-3xl"
        >
          {message.subject || 'No subject'}
        </h2>
        <p className="text-sm">
          From <span className="font-medium">{message.name}</span>{' '}
          <a
            href={`mailto:${message.email}`}
            className="text-accent underline-offset-4 hover:underline"
          >
            {message.email}
          </a>
        </p>
        {message.artwork && (
          <p className="text-sm">
            About{' '}
            <Link
              to={`/admin/artworks/${message.artwork.id}/edit`}
              className="text-accent underline-offset-4 hover:underline"
            >
              {message.artwork.title}
            </Link>{' '}
            <a
              href={`/artwork/${message.artwork.id}`}
              target="_blank"
              rel="noreferrer"
              className="text-muted underline-offset-4 hover:underline"
            >
              (its public page)
            </a>
          </p>
        )}
        <p className="text-xs text-muted">
          <time dateTime={message.created_at}>{longDate(message.created_at)}</time>
          {' · '}
          {message.is_read ? 'Read' : 'Unread'}
          {message.answered_at && ' · Answered'}
        </p>
      </div>
      <div className="py-4">
        <MessageActions message={message} onDeleted={onDeleted} />
      </div>
      <p className="max-w-prose text-base leading-relaxed break-words whitespace-pre-wrap">
        {message.message}
      </p>
      {(message.ip || message.user_agent) && (
        <details className="mt-8 text-xs text-muted">
          <summary className="cursor-pointer">Technical details</summary>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt>IP address</dt>
            <dd>{message.ip ?? '—'}</dd>
            <dt>Browser</dt>
            <dd className="break-all">{message.user_agent ?? '—'}</dd>
          </dl>
        </details>
      )}
    </article>
  );
}
