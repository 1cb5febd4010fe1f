import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isSameKey } from './query-keys';

/** What a drag-sortable admin list holds: each item knows its place. */
interface Ordered {
  id: number;
  ordering: number;
}

export interface OrderChange {
  id: number;
  ordering: number;
}

/**
 * The list after moving the item at `from` to `to`, numbered 0..n-1, and the items whose
 * number changed. Items that keep their number are not sent: they already hold it.
 */
export function moveInOrder<T extends Ordered>(list: T[], from: number, to: number) {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  const changes: OrderChange[] = [];
  const numbered = next.map((item, ordering) => {
    if (item.ordering === ordering) return item;
    changes.push({ id: item.id, ordering });
    return { ...item, ordering };
  });
  return { list: numbered, changes };
}

interface ReorderOptions {
  /** The cached list being reordered. */
  queryKey: QueryKey;
  /** Every query that shows the order elsewhere; they read again after a save. */
  prefix: QueryKey;
  /** Names the mutation scope: saves of one list run one after another. */
  scope: string;
  save: (changes: OrderChange[]) => Promise<unknown>;
}

/**
 * Moves an item in a cached list at once and saves the move. Saves run one after another (one
 * mutation scope), so quick moves reach the server in the order they were made; a failed save
 * reloads the order the server has. After a save the other views of the order read again;
 * this list already shows it.
 */
export function useReorder<T extends Ordered>({ queryKey, prefix, scope, save }: ReorderOptions) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    scope: { id: scope },
    onError: () => queryClient.invalidateQueries({ queryKey }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: prefix,
        predicate: (query) => !isSameKey(query.queryKey, queryKey),
      }),
  });

  const move = (from: number, to: number) => {
    const current = queryClient.getQueryData<T[]>(queryKey);
    if (!current || from === to) return Promise.resolve();
    const { list, changes } = moveInOrder(current, from, to);
    queryClient.setQueryData(queryKey, list);
    return changes.length > 0 ? mutation.mutateAsync(changes) : Promise.resolve();
  };

  return { move, isPending: mutation.isPending, isError: mutation.isError, error: mutation.error };
}
