import { formatPrice } from '@atelier/core';
import type { ReactNode } from 'react';
import { Price } from '@/components/ui';

interface Totals {
  item_count: number;
  subtotal: number;
  frames: number;
  shipping: number;
  tax: number;
  tax_rate_percent: number;
  total: number;
}

interface TotalsListProps {
  totals: Totals;
  /** Shipping costs nothing (threshold reached). */
  freeShipping?: boolean;
  /** Instead of the tax amount while the address cannot tell it yet, e.g. "Chosen with your state". */
  taxPending?: string | null;
  /** A line under the shipping row, e.g. the free-shipping threshold. */
  shippingNote?: ReactNode;
}

function Row({
  label,
  children,
  note,
}: {
  label: ReactNode;
  children: ReactNode;
  note?: ReactNode;
}) {
  // dt and dd stay direct children of the row's div (a valid <dl> group); the note is a second dd.
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 py-1.5">
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
      {note && <dd className="w-full text-xs text-muted">{note}</dd>}
    </div>
  );
}

/** Subtotal, shipping, tax and total: every amount as the server computed it. */
export function TotalsList({ totals, freeShipping, taxPending, shippingNote }: TotalsListProps) {
  const works = `${totals.item_count} ${totals.item_count === 1 ? 'work' : 'works'}`;
  return (
    <dl className="text-sm">
      <Row
        label={`Subtotal (${works})`}
        note={totals.frames > 0 ? `Includes ${formatPrice(totals.frames)} for framing` : undefined}
      >
        <Price amount={totals.subtotal} />
      </Row>
      <Row label="Shipping" note={shippingNote}>
        {freeShipping || totals.shipping === 0 ? 'Free' : <Price amount={totals.shipping} />}
      </Row>
      <Row label={totals.tax_rate_percent > 0 ? `Tax (${totals.tax_rate_percent}%)` : 'Tax'}>
        {taxPending ? (
          <span className="text-muted">{taxPending}</span>
        ) : (
          <Price amount={totals.tax} />
        )}
      </Row>
      <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-line pt-4">
        <dt className="text-sm tracking-wide uppercase">
          {taxPending ? 'Total before tax' : 'Total'}
        </dt>
        <dd className="font-display text-3xl tabular-nums">
          <Price amount={totals.total} />
          <span className="ml-1.5 font-sans text-xs text-muted">USD</span>
        </dd>
      </div>
    </dl>
  );
}
