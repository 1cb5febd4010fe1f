import { holdSentence, isDayHold, type PublicOrder } from '@atelier/core';
import type { ReactNode } from 'react';
import { holdDayAndTime } from '../lib/hold-time';
import { PayByCard } from './pay-by-card';

function Steps({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="next-steps"
      className="space-y-3 border border-line bg-surface p-5 md:p-7"
    >
      <h2 id="next-steps" className="text-2xl">
        {title}
      </h2>
      <div className="space-y-3">{children}</div>
    </section>
  );
}

interface NextStepsProps {
  order: PublicOrder;
  /** The buyer is back from Stripe's page (its success URL): their payment is on its way. */
  backFromStripe: boolean;
}

/** What happens now, by the order's status: how to pay, when it ships, where it is. */
export function NextSteps({ order, backFromStripe }: NextStepsProps) {
  switch (order.status) {
    case 'pending_payment':
      // A reservation is paid by card from its page, for as long as it lasts.
      if (order.payment_provider === 'stripe' && order.kind === 'reservation' && !backFromStripe) {
        return (
          <Steps title="How to pay">
            <p>Pay by card through Stripe’s secure checkout.</p>
            <PayByCard token={order.token} />
            {order.hold_expires_at && (
              <p className="text-sm text-muted">
                The work is reserved for you until {holdDayAndTime(order.hold_expires_at)}.
              </p>
            )}
          </Steps>
        );
      }
      if (order.payment_provider === 'stripe') {
        return (
          <Steps title="Confirming your payment">
            <p>
              Stripe is confirming your payment. This page updates by itself, and you will get an
              email as soon as it is through.
            </p>
          </Steps>
        );
      }
      return (
        <Steps title="How to pay">
          {order.payment_instructions && (
            <p className="whitespace-pre-line">{order.payment_instructions}</p>
          )}
          {order.hold_expires_at && (
            // Paid by transfer: the day, true wherever the buyer is (decision 047).
            <p className={isDayHold(order) ? 'font-medium' : 'text-sm text-muted'}>
              {isDayHold(order)
                ? holdSentence(order.hold_expires_at, order.item_count)
                : `Your works are reserved for you until ${holdDayAndTime(order.hold_expires_at)}.`}
            </p>
          )}
          <p className="text-sm text-muted">
            These instructions are also in the confirmation sent to {order.email}.
          </p>
        </Steps>
      );
    case 'paid':
      return (
        <Steps title="What happens next">
          <p>
            Payment received — thank you. The work is being carefully packed: we&apos;ll email you
            at {order.email} when it ships, with its tracking number.
          </p>
        </Steps>
      );
    case 'shipped':
      return (
        <Steps title="On its way">
          <p>
            Shipped{order.carrier ? ` with ${order.carrier}` : ''}
            {order.tracking_number ? `, tracking number ${order.tracking_number}` : ''}.
          </p>
          {order.tracking_url && (
            <a
              href={order.tracking_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-block text-accent underline underline-offset-4"
            >
              Track your parcel<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </Steps>
      );
    case 'delivered':
      return (
        <Steps title="Delivered">
          <p>Your order has arrived. We hope the work brings you joy for many years.</p>
        </Steps>
      );
    default:
      return (
        <Steps title="This order is closed">
          <p>
            {order.status === 'refunded'
              ? 'Your payment was refunded. It can take a few days to show on your statement.'
              : 'Nothing was charged, and the works have returned to the gallery.'}{' '}
            Questions? Just reply to any of our emails.
          </p>
        </Steps>
      );
  }
}
