import { formatPrice, offerAnswers, type OfferAnswer, type OfferWithWork } from '@atelier/core';
import { Link } from 'react-router';
import { DataTable, actionsColumn, dateColumn, type Column } from '@/components/admin';
import { Button } from '@/components/ui';
import { adminPaths } from '@/lib/admin-paths';
import { OfferStatusBadge } from './offer-status-badge';

export type OfferAction = OfferAnswer | 'thread';

interface OffersTableProps {
  offers: OfferWithWork[];
  busy: boolean;
  onAction: (offer: OfferWithWork, action: OfferAction) => void;
}

/**
 * What the artist may still do: the answers the offer lifecycle gives them (an open offer is
 * theirs to answer; a countered one waits on the buyer). The thread (and a written reply) is
 * open on every offer, answered or not.
 */
const actionsOf = (offer: OfferWithWork): OfferAction[] => [
  'thread',
  ...offerAnswers(offer.status),
];

const LABELS: Record<OfferAction, string> = {
  accept: 'Accept',
  counter: 'Counter',
  decline: 'Decline',
  thread: 'Thread',
};

/** Buyer, work, amounts, state and the answers still possible; newest first. */
export function OffersTable({ offers, busy, onAction }: OffersTableProps) {
  const columns: Column<OfferWithWork>[] = [
    {
      key: 'buyer',
      header: 'Buyer',
      card: 'title',
      className: 'min-w-44',
      cell: (o) => (
        <>
          <span className="block font-medium">{o.name}</span>
          <a
            href={`mailto:${o.email}`}
            className="block text-xs wrap-anywhere text-muted hover:underline"
          >
            {o.email}
          </a>
        </>
      ),
    },
    {
      key: 'work',
      header: 'Work and note',
      // The note reads under the work rather than in a column of its own: on a 1280 px screen
      // seven columns squeezed both to three or four lines (issue 44).
      className: 'min-w-48',
      cell: (o) => (
        <>
          <Link to={adminPaths.artworkEdit(o.artwork_id)} className="block hover:underline">
            {o.artwork_title}
          </Link>
          {o.note && <span className="mt-0.5 line-clamp-2 text-xs text-muted">{o.note}</span>}
        </>
      ),
    },
    {
      key: 'amount',
      header: 'Offer',
      className: 'whitespace-nowrap tabular-nums',
      cell: (o) => (
        <>
          <span className="block">{formatPrice(o.amount)}</span>
          {o.counter_amount !== null && (
            <span className="block text-xs text-muted">
              Your price {formatPrice(o.counter_amount)}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (o) => (
        <>
          <OfferStatusBadge offer={o} />
          {o.order_id !== null && o.order_number && (
            <Link
              to={adminPaths.order(o.order_id)}
              className="mt-1 block text-xs whitespace-nowrap hover:underline"
            >
              Order {o.order_number}
            </Link>
          )}
        </>
      ),
    },
    {
      // Below 1536 px the table has no room for it beside four answers (the cards keep it).
      ...dateColumn<OfferWithWork>({
        key: 'received',
        header: 'Received',
        at: (o) => o.created_at,
      }),
      className: 'hidden 2xl:table-cell whitespace-nowrap tabular-nums',
    },
    actionsColumn((o) => (
      // Two answers a line on a desktop (four made the row four lines tall), all on one on a card.
      <div className="flex flex-wrap justify-end gap-1 lg:min-w-52">
        {actionsOf(o).map((action) => (
          <Button
            key={action}
            variant={action === 'accept' ? 'secondary' : 'ghost'}
            size="sm"
            aria-label={
              action === 'thread'
                ? `Thread of the offer from ${o.name} on “${o.artwork_title}”`
                : `${LABELS[action]} the offer from ${o.name} on “${o.artwork_title}”`
            }
            onClick={() => onAction(o, action)}
          >
            {LABELS[action]}
          </Button>
        ))}
      </div>
    )),
  ];
  return <DataTable caption="Offers" columns={columns} rows={offers} busy={busy} />;
}
