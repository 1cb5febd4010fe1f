import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

/** DELETE /auth/sessions/:id, or every other session at once. */
export const revokeSession = (id: number) =>
  api.delete<{ message: string }>(`/auth/sessions/${id}`);
export const revokeOtherSessions = () =>
  api.post<{ message: string }>('/auth/sessions/revoke-others');

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: number | 'others') =>
      target === 'others' ? revokeOtherSessions() : revokeSession(target),
    onSettled: () => queryClient.invalidateQueries(sessionsQueryOptions()),
  });
}
