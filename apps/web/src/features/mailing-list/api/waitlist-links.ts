import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TokenResult } from './verify-subscription';

/** POST /waitlist/confirm { token }: the double opt-in of "Tell me about similar work". */
export const confirmWaitlist = (token: string) =>
  api.post<TokenResult>('/waitlist/confirm', { token });

/** POST /waitlist/leave { token }: no more notices of similar work, for the address. */
export const leaveWaitlist = (token: string) => api.post<TokenResult>('/waitlist/leave', { token });

/** Run by the visitor's button, never on arrival: mail scanners open every link of an email. */
export const useConfirmWaitlist = () => useMutation({ mutationFn: confirmWaitlist });
export const useLeaveWaitlist = () => useMutation({ mutationFn: leaveWaitlist });
