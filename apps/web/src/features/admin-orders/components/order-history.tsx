import { ORDER_STATUS_LABELS, type OrderEvent } from '@atelier/core';
import { longDate } from '@/components/admin';
import { actorLabel } from '../lib/order-text';
import { DetailCard } from './detail-card';

/** "Awaiting payment → Paid"; a move that keeps the status (a hold extended) says so. */
function moveTitle({ from_status: from, to_status: to }: OrderEvent): string {
  if (!from) return `Placed: ${ORDER_STATUS_LABELS[to]}`;
  if (from === to) return `Still ${ORDER_STATUS_LABELS[to].toLowerCase()}`;
  return `${ORDER_STATUS_LABELS[from]} → ${ORDER_STATUS_LABELS[to]}`;
}

/** Every status change, oldest first: from, to, who and when, with the note it was made with. */
export function OrderHistory({ events }: { events: OrderEvent[] }) {
  return (
    <DetailCard title="History">
      <ol className="relative space-y-4 border-l border-line pl-5">
        {events.map((event) => (
          <li key={event.id} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full border-2 border-surface bg-accent"
            />
            <p className="font-medium">{moveTitle(event)}</p>
            <p className="text-muted">
              {actorLabel(event.actor)} ·{' '}
              <time dateTime={event.created_at}>{longDate(event.created_at)}</time>
            </p>
            {event.note && <p className="mt-0.5">{event.note}</p>}
          </li>
        ))}
      </ol>
    </DetailCard>
  );
}
