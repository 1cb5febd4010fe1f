import { Button } from '@/components/ui';
import { errorMessage } from '@/lib/toast';
import { useOrder } from '../api/get-order';
import { useResumePayment } from '../api/resume-payment';
import { holdTime } from '../lib/hold-time';
import { leaveForPayment } from '../lib/leave-for-payment';

/**
 * Back from Stripe without paying (/checkout?cancelled=<token>): a calm word that nothing was
 * charged, until when the works stay held for this order, and the way back to pay that same
 * order (placing another would find the works held by this one).
 */
export function CancelledNote({ token }: { token: string }) {
  const order = useOrder(token).data;
  const resume = useResumePayment();
  const payable = order?.status === 'pending_payment' && order.payment_provider === 'stripe';
  const heldUntil =
    order?.status === 'pending_payment' && order.hold_expires_at
      ? holdTime(order.hold_expires_at)
      : null;
  const pay = () =>
    resume.mutate(token, { onSuccess: (payment) => leaveForPayment(payment.checkout_url) });

  return (
    <div role="status" className="mt-6 border-l-2 border-accent bg-surface px-5 py-4">
      <p className="font-medium">Payment cancelled — nothing was charged.</p>
      <p className="mt-1 text-sm text-muted">
        {heldUntil
          ? `Your works stay reserved for order ${order!.number} until ${heldUntil}. After that they return to the gallery for other buyers.`
          : order?.status === 'expired' || order?.status === 'cancelled'
            ? `The reservation for order ${order.number} has ended and its works are back in the gallery. You can still place the order below while they are available.`
            : 'Your works stay reserved for a short while. After that they return to the gallery for other buyers.'}
      </p>
      {payable && (
        <div className="mt-4 space-y-2">
          <Button size="sm" onClick={pay} disabled={resume.isPending || resume.isSuccess}>
            {resume.isPending || resume.isSuccess ? 'Opening payment…' : 'Return to payment'}
          </Button>
          {resume.isError && (
            <p role="alert" className="text-sm text-danger">
              {errorMessage(resume.error, 'The payment page could not be reopened.')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
