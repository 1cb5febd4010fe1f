import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { emailsBaseKey } from './get-failed-emails';

/** POST /admin/emails/{id}/resend: the same email goes back to the outbox, to be sent once. */
export const resendEmail = (id: number) =>
  api.post<{ message: string }>(`/admin/emails/${id}/resend`);

export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmail,
    // Awaited, so the list no longer shows the row when the caller moves focus.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailsBaseKey }),
  });
}
