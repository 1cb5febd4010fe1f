import { ORDER_STATUS_LABELS, type OrderEvent } from '@atelier/core';
import { longDate } from '@/components/admin';
import { actorLabel } from '../lib/order-text';
import { DetailCard } from './detail-card';

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
            <p className="font-medium">
              {event.from_status
                ? `${ORDER_STATUS_LABELS[event.from_status]} → ${ORDER_STATUS_LABELS[event.to_status]}`
                : `Placed: ${ORDER_STATUS_LABELS[event.to_status]}`}
            </p>
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
