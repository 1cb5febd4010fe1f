import { formatPrice, type AdminOrder, type ShipOrderInput } from '@atelier/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin';
import { Button } from '@/components/ui';
import { errorMessage, notify } from '@/lib/toast';
import { useCancelOrder } from '../api/cancel-order';
import { useDeliverOrder } from '../api/deliver-order';
import { useExtendHold } from '../api/extend-hold';
import { useMarkOrderPaid } from '../api/mark-order-paid';
import { useRefundOrder } from '../api/refund-order';
import { useReleaseOrder } from '../api/release-order';
import { useShipOrder } from '../api/ship-order';
import { ExtendHoldDialog } from './extend-hold-dialog';
import { ReleaseHoldDialog } from './release-hold-dialog';
import { ShipOrderDialog } from './ship-order-dialog';

type Asking = 'mark_paid' | 'extend' | 'ship' | 'cancel' | 'refund' | 'release' | null;

/**
 * The transitions the order's status allows (the server's `allowed_actions`, from the lifecycle
 * table), each behind a
 * confirmation that says what will happen to the works and the money. A refusal (409: the
 * order changed meanwhile) is shown here and the order reloaded.
 */
export function OrderActions({ order }: { order: AdminOrder }) {
  const [asking, setAsking] = useState<Asking>(null);
  const [error, setError] = useState<string | null>(null);
  const markPaid = useMarkOrderPaid();
  const ship = useShipOrder();
  const deliver = useDeliverOrder();
  const cancel = useCancelOrder();
  const refund = useRefundOrder();
  const release = useReleaseOrder();
  const extend = useExtendHold();
  const can = (action: AdminOrder['allowed_actions'][number]) =>
    order.allowed_actions.includes(action);
  if (order.allowed_actions.length === 0) return null;

  /** Runs an action; closes the dialog either way so the result shows on the page. */
  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await action();
      notify.success(done);
    } catch (failure) {
      setError(errorMessage(failure, 'The order could not be changed.'));
    } finally {
      setAsking(null);
    }
  };
  const total = formatPrice(order.total);
  const stripe = order.payment_provider === 'stripe';

  return (
    <section aria-label="Order actions" className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {can('mark_paid') && <Button onClick={() => setAsking('mark_paid')}>Mark paid</Button>}
        {can('extend') && order.extend_to && (
          <Button variant="secondary" onClick={() => setAsking('extend')}>
            Extend hold
          </Button>
        )}
        {can('ship') && <Button onClick={() => setAsking('ship')}>Mark shipped</Button>}
        {can('deliver') && (
          <Button
            variant="secondary"
            onClick={() => run(() => deliver.mutateAsync(order.id), 'Order marked delivered')}
          >
            Mark delivered
          </Button>
        )}
        {can('refund') && (
          <Button variant="secondary" onClick={() => setAsking('refund')}>
            Refund
          </Button>
        )}
        {can('release') && (
          <Button variant="secondary" onClick={() => setAsking('release')}>
            Release hold
          </Button>
        )}
        {can('cancel') && (
          <Button variant="ghost" onClick={() => setAsking('cancel')}>
            Cancel order
          </Button>
        )}
      </div>
      {error && (
        <p
          role="alert"
          className="border-l-2 border-danger bg-surface px-4 py-3 text-sm text-danger"
        >
          {error}
        </p>
      )}

      <ConfirmDialog
        open={asking === 'mark_paid'}
        title={`Mark ${order.number} as paid?`}
        confirmLabel="Mark paid"
        onConfirm={() => run(() => markPaid.mutateAsync(order.id), 'Order marked paid')}
        onCancel={() => setAsking(null)}
      >
        Do this once {total} from {order.name} has arrived. The works are marked sold and the buyer
        gets a receipt by email.
      </ConfirmDialog>
      <ShipOrderDialog
        open={asking === 'ship'}
        orderNumber={order.number}
        onShip={(shipment: ShipOrderInput) =>
          run(() => ship.mutateAsync({ id: order.id, ...shipment }), 'Order marked shipped')
        }
        onCancel={() => setAsking(null)}
      />
      {asking === 'extend' && order.extend_to && order.hold_expires_at && (
        <ExtendHoldDialog
          order={{ ...order, hold_expires_at: order.hold_expires_at, extend_to: order.extend_to }}
          onExtend={async (untilDay) => {
            await extend.mutateAsync({ id: order.id, untilDay });
            notify.success('Hold extended: the buyer was emailed the new day');
            setAsking(null);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
      <ReleaseHoldDialog
        open={asking === 'release'}
        orderNumber={order.number}
        onRelease={() =>
          run(() => release.mutateAsync(order.id), 'Hold released: the works are on sale again')
        }
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'cancel'}
        title={`Cancel order ${order.number}?`}
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        destructive
        onConfirm={() => run(() => cancel.mutateAsync(order.id), 'Order cancelled')}
        onCancel={() => setAsking(null)}
      >
        {order.status === 'paid'
          ? 'The sale is undone and the works are released: they go back on sale at once. The buyer is told by email. This returns no money — use Refund for that.'
          : 'The works it holds are released and go back on sale at once. The buyer is told by email.'}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'refund'}
        title={`Refund ${total} to ${order.name}?`}
        confirmLabel="Refund"
        cancelLabel="Don't refund"
        destructive
        onConfirm={() => run(() => refund.mutateAsync(order.id), 'Order refunded')}
        onCancel={() => setAsking(null)}
      >
        {stripe
          ? `The full ${total} is refunded to the buyer's card through Stripe.`
          : `This records that you have returned ${total} to the buyer yourself.`}{' '}
        {order.status === 'paid'
          ? 'The works are released and go back on sale.'
          : 'The works stay sold: the buyer has them.'}
      </ConfirmDialog>
    </section>
  );
}
