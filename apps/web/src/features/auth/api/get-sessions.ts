import type { Session } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getSessions = () => api.get<Session[]>('/auth/sessions');

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'account', 'sessions'], queryFn: getSessions });

export const useSessions = () => useQuery(sessionsQueryOptions());
