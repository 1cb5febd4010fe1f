import { useQuery, type QueryKey } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * A number the admin's navigation shows as a badge (unread messages, failed emails): GET
 * `path` answers `{ count }`. It can change while the admin is open, so it is never taken
 * from cache unasked and is asked again every `refetchInterval` milliseconds.
 */
export const useCountQuery = (queryKey: QueryKey, path: string, refetchInterval: number) =>
  useQuery({
    queryKey,
    queryFn: async () => (await api.get<{ count: number }>(path)).count,
    staleTime: 0,
    refetchInterval,
  });
