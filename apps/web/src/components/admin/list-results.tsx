import type { Pagination as PaginationInfo } from '@atelier/core';
import type { ReactNode } from 'react';
import { Button, ErrorBlock } from '@/components/ui';
import { errorMessage } from '@/lib/toast';
import { DataTableSkeleton } from './data-table';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';

interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  data?: { data: T[]; pagination: PaginationInfo };
  refetch: () => unknown;
}

interface ListResultsProps<T> {
  query: ListQuery<T>;
  /** Columns of the loading skeleton. */
  columns: number;
  /** What the list holds, plural: "posts" ("Could not load the posts", "20 posts"). */
  noun: string;
  /** The search typed; with no match, `noMatch` shows and offers to clear it. */
  search: string;
  onClearSearch: () => void;
  noMatch: { title: string; text: ReactNode };
  /** Shown when the list is empty without a search. */
  empty: ReactNode;
  onPageChange: (page: number) => void;
  /** The table of the rows; `busy` while the next page loads. */
  children: (rows: T[], busy: boolean) => ReactNode;
}

/** A searchable admin list's states: loading, failed (with retry), no match, empty, or its rows and pages. */
export function ListResults<T>({
  query,
  columns,
  noun,
  search,
  onClearSearch,
  noMatch,
  empty,
  onPageChange,
  children,
}: ListResultsProps<T>) {
  if (query.isPending) return <DataTableSkeleton columns={columns} />;
  if (query.isError || !query.data)
    return (
      <ErrorBlock
        message={errorMessage(query.error, `Could not load the ${noun}`)}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.data.length === 0) {
    if (!search) return empty;
    return (
      <EmptyState
        title={noMatch.title}
        action={
          <Button variant="secondary" size="sm" onClick={onClearSearch}>
            Clear search
          </Button>
        }
      >
        {noMatch.text}
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      {children(query.data.data, query.isPlaceholderData)}
      <Pagination pagination={query.data.pagination} onPageChange={onPageChange} noun={noun} />
    </div>
  );
}
