import { api } from '@/lib/api-client';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { emailsBaseKey } from './get-failed-emails';

/** POST /admin/emails/{id}/resend: the same email goes back to the outbox, to be sent once. */
export const resendEmail = (id: number) =>
  api.post<{ message: string }>(`/admin/emails/${id}/resend`);

/** Awaits the refresh, so the list no longer shows the row when the caller moves focus. */
export const useResendEmail = () =>
  useCacheMutation(resendEmail, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: emailsBaseKey }),
  );
