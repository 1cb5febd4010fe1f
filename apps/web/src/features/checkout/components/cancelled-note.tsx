import { format } from 'date-fns';
import { useOrder } from '../api/get-order';

/**
 * Back from Stripe without paying (/checkout?cancelled=<token>): a calm word that nothing was
 * charged and until when the works stay held for this order.
 */
export function CancelledNote({ token }: { token: string }) {
  const order = useOrder(token).data;
  const heldUntil =
    order?.status === 'pending_payment' && order.hold_expires_at
      ? format(new Date(order.hold_expires_at), 'h:mm a')
      : null;
  return (
    <div role="status" className="mt-6 border-l-2 border-accent bg-surface px-5 py-4">
      <p className="font-medium">Payment cancelled — nothing was charged.</p>
      <p className="mt-1 text-sm text-muted">
        {heldUntil
          ? `Your works stay reserved for order ${order!.number} until ${heldUntil}. After that they return to the gallery for other buyers.`
          : 'Your works stay reserved for a short while. After that they return to the gallery for other buyers.'}
      </p>
    </div>
  );
}
