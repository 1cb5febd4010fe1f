import type { CheckoutOptions } from '@atelier/core';
import type { ReactNode } from 'react';
import { FormFailure } from '@/components/form';
import { Button, Price } from '@/components/ui';

interface PaymentSectionProps {
  options: CheckoutOptions;
  /** Placing the order or on the way to Stripe: the button shows progress and ignores presses. */
  busy: boolean;
  /** Nothing to pay for yet (no quote), refused works still in the cart, or more works than one order may hold. */
  blocked: boolean;
  /** Why the last attempt failed (other than field errors and refused works). */
  error: ReactNode;
  /** The server's total, repeated by the button (on phones the summary is far above). */
  total: { amount: number; beforeTax: boolean } | null;
}

/** How the buyer pays, and the one button that places the order. */
export function PaymentSection({ options, busy, blocked, error, total }: PaymentSectionProps) {
  const stripe = options.payment_provider === 'stripe';
  return (
    <section aria-labelledby="checkout-payment" className="space-y-4">
      <h2 id="checkout-payment" className="text-2xl">
        Payment
      </h2>
      <p className="text-sm text-muted">
        {stripe
          ? `You pay by card on Stripe's secure page. Your works are held for you for ${options.hold_minutes} minutes while you pay.`
          : `No payment is taken now. Once you place the order, you will see the artist’s payment instructions (they are emailed to you too), and your works are held for you for ${options.manual_hold_days} ${options.manual_hold_days === 1 ? 'day' : 'days'} while you pay.`}
      </p>
      {total && (
        <p className="flex items-baseline justify-between border-t border-line pt-4">
          <span className="text-sm tracking-wide uppercase">
            {total.beforeTax ? 'Total before tax' : 'Total'}
          </span>
          <Price amount={total.amount} className="font-display text-2xl" />
        </p>
      )}
      {error && <FormFailure>{error}</FormFailure>}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={blocked && !busy}
        loading={busy}
        loadingLabel={stripe ? 'Opening secure payment' : 'Placing your order'}
      >
        {stripe ? 'Continue to payment' : 'Place order'}
      </Button>
    </section>
  );
}
