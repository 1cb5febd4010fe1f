import type { AdminOrder } from '@atelier/core';
import { longDate } from '@/components/admin';
import { heldUntilText } from '../lib/hold-text';
import { addressLines, PROVIDER_LABELS } from '../lib/order-text';
import { DetailCard, Fact } from './detail-card';

/** Buyer, shipping address, payment and shipment: the side column of the order screen. */
export function OrderInfoCards({ order }: { order: AdminOrder }) {
  return (
    <>
      <DetailCard title="Buyer">
        <p className="font-medium">{order.name}</p>
        <p>
          <a href={`mailto:${order.email}`} className="text-accent underline underline-offset-4">
            {order.email}
          </a>
        </p>
        {order.phone && (
          <p>
            <a href={`tel:${order.phone}`} className="text-accent underline underline-offset-4">
              {order.phone}
            </a>
          </p>
        )}
        <p className="mt-2 text-muted">
          {order.newsletter_opt_in ? 'Asked to join the mailing list' : 'Not on the mailing list'}
        </p>
      </DetailCard>
      <DetailCard title="Ship to">
        <address className="leading-relaxed not-italic">
          {[order.name, ...addressLines(order.shipping_address)].map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))}
        </address>
      </DetailCard>
      <DetailCard title="Payment">
        <dl>
          <Fact label="Order">
            {order.kind === 'reservation' ? 'Reserved for the buyer' : 'Checkout'}
          </Fact>
          <Fact label="Method">
            {order.payment_provider === 'stripe' ? 'Card (Stripe)' : PROVIDER_LABELS.manual}
          </Fact>
          {order.paid_at && <Fact label="Paid">{longDate(order.paid_at)}</Fact>}
          {order.payment_reference && <Fact label="Reference">{order.payment_reference}</Fact>}
          {order.status === 'pending_payment' && order.hold_expires_at && (
            <Fact label={order.hold_active ? 'Works held until' : 'Hold lapsed at'}>
              {order.hold_active
                ? heldUntilText({ ...order, hold_expires_at: order.hold_expires_at })
                : longDate(order.hold_expires_at)}
            </Fact>
          )}
          {order.refunded_at && <Fact label="Refunded">{longDate(order.refunded_at)}</Fact>}
          {order.refund_reference && <Fact label="Refund reference">{order.refund_reference}</Fact>}
          {order.cancelled_at && <Fact label="Cancelled">{longDate(order.cancelled_at)}</Fact>}
        </dl>
      </DetailCard>
      {order.carrier && (
        <DetailCard title="Shipment">
          <dl>
            <Fact label="Carrier">{order.carrier}</Fact>
            <Fact label="Tracking">
              {order.tracking_url ? (
                <a
                  href={order.tracking_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-accent underline underline-offset-4"
                >
                  {order.tracking_number}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                order.tracking_number
              )}
            </Fact>
            {order.shipped_at && <Fact label="Shipped">{longDate(order.shipped_at)}</Fact>}
            {order.delivered_at && <Fact label="Delivered">{longDate(order.delivered_at)}</Fact>}
          </dl>
        </DetailCard>
      )}
    </>
  );
}
