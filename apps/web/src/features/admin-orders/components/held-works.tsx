import type { HeldOrder } from '@atelier/core';
import { useState } from 'react';
import { DataTable, RowButton, actionsColumn, type Column } from '@/components/admin';
import { ErrorBlock } from '@/components/ui';
import { errorMessage, notify } from '@/lib/toast';
import { useHeldOrders } from '../api/get-held-orders';
import { useExtendHold } from '../api/extend-hold';
import { useReleaseOrder } from '../api/release-order';
import { heldUntilText } from '../lib/hold-text';
import { ExtendHoldDialog } from './extend-hold-dialog';
import { OrderNumberLink } from './order-number-link';
import { ReleaseHoldDialog } from './release-hold-dialog';

const RELEASED = 'Hold released: the works are on sale again';
const EXTENDED = 'Hold extended: the buyer was emailed the new day';

/**
 * Which works are off sale right now because an order awaiting payment holds them, whose
 * order, and until when (the day a buyer paying by transfer was told); each hold can be
 * released at once, and one paid by transfer (or a reservation) extended. Shown only while
 * something is held (or when the list could not be loaded): on the orders screen and the
 * dashboard alike.
 */
export function HeldWorks() {
  const holds = useHeldOrders();
  const release = useReleaseOrder();
  const extend = useExtendHold();
  const [asking, setAsking] = useState<HeldOrder | null>(null);
  const [extending, setExtending] = useState<(HeldOrder & { extend_to: string }) | null>(null);
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
      header: 'Works and buyer',
      card: 'title',
      // One column for what is held and for whom; below 1024 px it heads the row's card.
      cell: (o) => (
        <>
          <ul>
            {o.works.map((w, i) => (
              <li key={w.artwork_id ?? `gone-${i}`}>
                {w.title}
                {w.quantity > 1 ? ` × ${w.quantity}` : ''}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-muted">
            <OrderNumberLink id={o.id} number={o.number} /> · {o.name}
            <span className="block break-all">{o.email}</span>
          </p>
        </>
      ),
    },
    {
      key: 'until',
      header: 'Held until',
      cell: (o) => <time dateTime={o.hold_expires_at}>{heldUntilText(o)}</time>,
    },
    actionsColumn(
      (o) => (
        <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
          {o.extend_to && (
            <RowButton
              variant="secondary"
              what={`the hold of ${o.number}`}
              onClick={() => setExtending({ ...o, extend_to: o.extend_to! })}
            >
              Extend
            </RowButton>
          )}
          <RowButton
            variant="secondary"
            what={`the hold of ${o.number}`}
            onClick={() => setAsking(o)}
          >
            Release
          </RowButton>
        </div>
      ),
      { key: 'actions', label: 'Extend or release' },
    ),
  ];

  return (
    <section aria-labelledby="held-works" className="mb-8 space-y-3">
      <div>
        <h2 id="held-works" className="text-xl">
          Works on hold
        </h2>
        <p className="mt-1 text-sm text-muted">
          Off sale while their buyers pay. Extend a hold to give a buyer more time, or release it to
          put its works back on sale now.
        </p>
      </div>
      <DataTable caption="Works on hold" columns={columns} rows={holds.data} />
      {extending && (
        <ExtendHoldDialog
          order={extending}
          onExtend={async (untilDay) => {
            await extend.mutateAsync({ id: extending.id, untilDay });
            notify.success(EXTENDED);
            setExtending(null);
          }}
          onCancel={() => setExtending(null)}
        />
      )}
      <ReleaseHoldDialog
        open={asking !== null}
        orderNumber={asking?.number ?? ''}
        onRelease={() => (asking ? confirm(asking) : undefined)}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
