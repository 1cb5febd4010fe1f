import type { User } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/** GET /auth/me: the signed-in admin, or null when the server says 401 (not signed in). */
export async function getMe(): Promise<User | null> {
  try {
    return await api.get<User>('/auth/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: ['auth', 'me'], queryFn: getMe });

/** The session: data is the user, null when signed out, undefined while it is being checked. */
export const useMe = () => useQuery(meQueryOptions());
