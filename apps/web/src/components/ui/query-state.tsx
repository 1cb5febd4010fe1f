import { MESSAGES } from '@atelier/core';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/toast';
import { Button } from './button';
import { Spinner } from './spinner';

/** The slice of a TanStack Query result this helper needs (useQuery and useSuspenseQuery fit). */
interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Shown while loading: a skeleton shaped like the content (docs/design.md). Defaults to a spinner. */
  loading?: ReactNode;
  /** Decides emptiness, e.g. (data) => data.data.length === 0. */
  isEmpty?: (data: T) => boolean;
  /** Empty state: a sentence and a way forward. */
  empty?: ReactNode;
  /** Said when loading fails without a message of its own: "Could not load the backups". */
  failure?: string;
  /** Replaces the default error block (message and "Try again"). */
  error?: (error: unknown, retry: () => void) => ReactNode;
  children: (data: T) => ReactNode;
}

/** The one way a screen shows loading, error (with retry), empty and loaded states. */
export function QueryState<T>({
  query,
  loading,
  isEmpty,
  empty,
  failure = MESSAGES.unexpectedError,
  error,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <>{loading ?? <Spinner className="py-8" />}</>;
  if (query.isError || query.data === undefined) {
    const retry = () => void query.refetch();
    if (error) return <>{error(query.error, retry)}</>;
    return <ErrorBlock message={errorMessage(query.error, failure)} onRetry={retry} />;
  }
  if (isEmpty?.(query.data)) return <>{empty ?? null}</>;
  return <>{children(query.data)}</>;
}

export function ErrorBlock({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-4 border border-line bg-surface p-6">
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
