import { POST_STATUSES } from '@atelier/core';
import { useListParams } from '@/components/admin';
import type { PostStatusFilter } from '../api/get-admin-posts';

const isFilter = (value: string | null): value is PostStatusFilter =>
  value === 'all' || POST_STATUSES.includes(value as never);

/** Search, status filter and page live in the URL, so Back and a shared link restore the list. */
export const usePostListParams = () => useListParams(isFilter, 'all');
