import { countryName, type OrderStatus, type PublicOrder } from '@atelier/core';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/lib/paths';
import { NextSteps } from './next-steps';
import { OrderLines } from './order-lines';
import { TotalsList } from './totals-list';

const HEADINGS: Record<OrderStatus, string> = {
  pending_payment: 'Thank you for your order',
  paid: 'Thank you for your order',
  shipped: 'Your order is on its way',
  delivered: 'Your order has arrived',
  cancelled: 'This order was cancelled',
  expired: 'This order has expired',
  refunded: 'This order was refunded',
};

interface OrderConfirmationProps {
  order: PublicOrder;
  /** Back from Stripe's page: a card order awaiting payment is being confirmed. */
  backFromStripe: boolean;
}

/** The heading of a pending order: a reservation waiting for its buyer, or a payment on its way. */
function pendingHeading(order: PublicOrder, backFromStripe: boolean): string {
  if (order.kind === 'reservation' && !backFromStripe) return 'Reserved for you';
  if (order.payment_provider === 'stripe') return 'Thank you — one moment';
  return HEADINGS.pending_payment;
}

/** The order as the buyer sees it after checkout (and from the links in every email). */
export function OrderConfirmation({ order, backFromStripe }: OrderConfirmationProps) {
  const address = order.shipping_address;
  const heading =
    order.status === 'pending_payment'
      ? pendingHeading(order, backFromStripe)
      : HEADINGS[order.status];
  return (
    <div className="space-y-10">
      <header className="space-y-3">
        <p className="label-caps">
          Order <span className="font-medium text-ink">{order.number}</span> · {order.status_label}
        </p>
        <h1 className="text-4xl md:text-5xl">{heading}</h1>
        <p className="text-lg text-muted">
          A confirmation has been sent to <span className="text-ink">{order.email}</span>.
        </p>
      </header>

      <NextSteps order={order} backFromStripe={backFromStripe} />

      <div className="grid gap-10 md:grid-cols-[minmax(0,1fr)_16rem]">
        <section aria-labelledby="order-lines" className="space-y-4">
          <h2 id="order-lines" className="text-2xl">
            Your order
          </h2>
          <OrderLines lines={order.lines} />
          <TotalsList totals={order} />
        </section>
        <section aria-labelledby="ship-to" className="space-y-3 text-sm">
          <h2 id="ship-to" className="text-2xl">
            Shipping to
          </h2>
          <address className="leading-relaxed not-italic">
            {order.name}
            <br />
            {address.line1}
            {address.line2 && (
              <>
                <br />
                {address.line2}
              </>
            )}
            <br />
            {[address.city, address.region, address.postal_code].filter(Boolean).join(', ')}
            <br />
            {countryName(address.country)}
          </address>
        </section>
      </div>

      <div className="flex flex-wrap gap-3 border-t border-line pt-8">
        <Link to={paths.artworks()} className={buttonClasses('primary')}>
          Back to the gallery
        </Link>
        <Link to={paths.contact()} className={buttonClasses('secondary')}>
          Questions? Get in touch
        </Link>
      </div>
    </div>
  );
}
