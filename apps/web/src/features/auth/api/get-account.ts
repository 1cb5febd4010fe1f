import type { Account } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getAccount = () => api.get<Account>('/auth/account');

/** Admin query keys start with 'admin': logging out removes them. */
export const accountQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'account'], queryFn: getAccount });

export const useAccount = () => useQuery(accountQueryOptions());
