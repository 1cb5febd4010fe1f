import type { JoinWaitlistInput } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /waitlist: "Tell me about similar work" on a sold work (double opt-in by email). */
export const joinWaitlist = (input: JoinWaitlistInput) =>
  api.post<{ message: string }>('/waitlist', input);

export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist });
