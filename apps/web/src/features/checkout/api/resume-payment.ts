import type { ResumePayment } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /orders/:token/payment: the pending order’s Stripe page, to pay it after all. */
export const resumePayment = (token: string) =>
  api.post<ResumePayment>(`/orders/${encodeURIComponent(token)}/payment`);

export const useResumePayment = () => useMutation({ mutationFn: resumePayment });
