import type { InboxItem } from '@atelier/core';
import { EmptyState, Pagination } from '@/components/admin';
import { Skeleton } from '@/components/ui';
import { type Paginated } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { InboxListItem } from './inbox-list-item';

interface InboxListProps {
  result: Paginated<InboxItem>;
  busy: boolean;
  isOpen: (item: InboxItem) => boolean;
  hrefFor: (item: InboxItem) => string;
  onPageChange: (page: number) => void;
  emptyTitle: string;
  emptyText: string;
}

/** The inbox, newest first, with pagination under it. */
export function InboxList({
  result,
  busy,
  isOpen,
  hrefFor,
  onPageChange,
  emptyTitle,
  emptyText,
}: InboxListProps) {
  if (result.data.length === 0) return <EmptyState title={emptyTitle}>{emptyText}</EmptyState>;
  return (
    <div className="space-y-3">
      <ul
        aria-busy={busy || undefined}
        className={cn(
          'divide-y divide-line border border-line bg-surface transition-opacity',
          busy && 'opacity-60',
        )}
      >
        {result.data.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <InboxListItem item={item} href={hrefFor(item)} selected={isOpen(item)} />
          </li>
        ))}
      </ul>
      <Pagination pagination={result.pagination} onPageChange={onPageChange} noun="items" />
    </div>
  );
}

/** Rows shaped like inbox items while the list loads. */
export function InboxListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="divide-y divide-line border border-line bg-surface">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="space-y-2 px-4 py-3">
          <div className="flex justify-between gap-6">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-10" />
          </div>
          <Skeleton className="h-3.5 w-2/3" />
          <Skeleton className="h-3.5 w-full" />
        </div>
      ))}
    </div>
  );
}
