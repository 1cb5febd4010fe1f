import type { AdminContactMessage } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { inboxKey } from './get-inbox';

/** GET /admin/messages/:id */
export const getMessage = (id: number) => api.get<AdminContactMessage>(`/admin/messages/${id}`);

export const messageQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...inboxKey, 'message', id], queryFn: () => getMessage(id) });

export const useMessage = (id: number) => useQuery(messageQueryOptions(id));
