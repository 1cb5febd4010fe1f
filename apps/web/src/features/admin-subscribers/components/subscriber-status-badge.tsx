import type { SubscriberStatus } from '@atelier/core';
import { StatusBadge, type BadgeTone } from '@/components/admin';

const TONE: Record<SubscriberStatus, BadgeTone> = {
  active: 'success',
  pending: 'warning',
  unsubscribed: 'neutral',
};

const LABEL: Record<SubscriberStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  unsubscribed: 'Unsubscribed',
};

export function SubscriberStatusBadge({ status }: { status: SubscriberStatus }) {
  return <StatusBadge tone={TONE[status]}>{LABEL[status]}</StatusBadge>;
}
