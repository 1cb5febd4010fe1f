import type { HeldOrder } from '@atelier/core';
import { useState } from 'react';
import {
  DataTable,
  RowButton,
  StackedCell,
  actionsColumn,
  dateColumn,
  shortDate,
  type Column,
} from '@/components/admin';
import { ErrorBlock } from '@/components/ui';
import { errorMessage, notify } from '@/lib/toast';
import { useHeldOrders } from '../api/get-held-orders';
import { useReleaseOrder } from '../api/release-order';
import { OrderNumberLink } from './order-number-link';
import { ReleaseHoldDialog } from './release-hold-dialog';

const RELEASED = 'Hold released: the works are on sale again';

/**
 * Which works are off sale right now because an order awaiting payment holds them, whose
 * order, and until when; each hold can be released at once. Shown only while something is
 * held (or when the list could not be loaded).
 */
export function HeldWorks() {
  const holds = useHeldOrders();
  const release = useReleaseOrder();
  const [asking, setAsking] = useState<HeldOrder | null>(null);
  if (holds.isError)
    return (
      <div className="mb-8">
        <ErrorBlock
          message={errorMessage(holds.error, 'Could not load the works on hold')}
          onRetry={() => void holds.refetch()}
        />
      </div>
    );
  if (!holds.data?.length) return null;

  const confirm = async (order: HeldOrder) => {
    try {
      await release.mutateAsync(order.id);
      notify.success(RELEASED);
    } catch (failure) {
      notify.error(errorMessage(failure, 'The hold could not be released.'));
    } finally {
      setAsking(null);
    }
  };

  const columns: Column<HeldOrder>[] = [
    {
      key: 'works',
      header: 'Works',
      card: 'title',
      cell: (o) => (
        <ul>
          {o.works.map((w, i) => (
            <li key={w.artwork_id ?? `gone-${i}`}>
              {w.title}
              {w.quantity > 1 ? ` × ${w.quantity}` : ''}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'order',
      header: 'Order',
      cell: (o) => (
        <>
          <OrderNumberLink id={o.id} number={o.number} />
          <StackedCell detail={o.email}>{o.name}</StackedCell>
        </>
      ),
    },
    dateColumn({
      key: 'until',
      header: 'Held until',
      at: (o) => o.hold_expires_at,
      format: shortDate,
    }),
    actionsColumn(
      (o) => (
        <RowButton
          variant="secondary"
          what={`the hold of ${o.number}`}
          onClick={() => setAsking(o)}
        >
          Release
        </RowButton>
      ),
      { key: 'release', label: 'Release' },
    ),
  ];

  return (
    <section aria-labelledby="held-works" className="mb-8 space-y-3">
      <div>
        <h2 id="held-works" className="text-xl">
          Works on hold
        </h2>
        <p className="mt-1 text-sm text-muted">
          Off sale while their buyers pay. Release a hold to put its works back on sale now.
        </p>
      </div>
      <DataTable caption="Works on hold" columns={columns} rows={holds.data} />
      <ReleaseHoldDialog
        open={asking !== null}
        orderNumber={asking?.number ?? ''}
        onRelease={() => (asking ? confirm(asking) : undefined)}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
