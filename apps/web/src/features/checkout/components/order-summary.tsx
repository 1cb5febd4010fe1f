import { formatPrice, type CartItem, type Quote, type UnavailableLine } from '@atelier/core';
import { ErrorBlock, Skeleton } from '@/components/ui';
import { errorMessage } from '@/lib/toast';
import { quoteOfCart } from '../lib/current-quote';
import { SummaryLine, type LineCallbacks } from './summary-line';
import { TotalsList } from './totals-list';

interface OrderSummaryProps extends LineCallbacks {
  items: CartItem[];
  /** The server's quote for these lines and this destination (the previous one while updating). */
  quote: Quote | undefined;
  updating: boolean;
  /** The works the server refused (409), shown on their lines. */
  problems: UnavailableLine[];
  /** A quote failure other than refused works. */
  error: unknown;
  onRetry: () => void;
  framingEnabled: boolean;
  /** Set while tax waits for the region ("state"): the total is then before tax. */
  taxNeeds: string | null;
}

function TotalsSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-3 py-1.5">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex justify-between">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 w-14" />
        </div>
      ))}
      <div className="flex justify-between border-t border-line pt-4">
        <Skeleton className="h-4 w-16" />
        <Skeleton className="h-8 w-24" />
      </div>
    </div>
  );
}

/**
 * The cart under review with the server's live quote: each line priced, then subtotal,
 * shipping, tax and total. Refused works say why and can be removed in one click.
 */
export function OrderSummary(props: OrderSummaryProps) {
  const { items, quote, updating, problems, error, onRetry, framingEnabled, taxNeeds } = props;
  const problemOf = (id: number) => problems.find((p) => p.artwork_id === id);
  const current = quoteOfCart(items, quote);
  const pricedOf = (id: number) =>
    problems.length ? undefined : current?.lines.find((l) => l.artwork_id === id);

  return (
    <section aria-labelledby="order-summary" className="border border-line bg-surface p-5 md:p-7">
      <h2 id="order-summary" className="text-2xl">
        Order summary
      </h2>
      <ul className="mt-2 divide-y divide-line border-b border-line">
        {items.map((item) => (
          <SummaryLine
            key={item.artwork_id}
            item={item}
            priced={pricedOf(item.artwork_id)}
            problem={problemOf(item.artwork_id)}
            framingEnabled={framingEnabled}
            pricing={problems.length === 0 && !error}
            onRemove={props.onRemove}
            onQuantityChange={props.onQuantityChange}
            onFramingChange={props.onFramingChange}
          />
        ))}
      </ul>
      <div aria-live="polite" aria-busy={updating || undefined} className="pt-4">
        {problems.length > 0 ? (
          <p role="alert" className="border-l-2 border-danger bg-paper px-4 py-3 text-sm">
            {problems.length === 1
              ? 'One work in your cart can no longer be bought.'
              : `${problems.length} works in your cart can no longer be bought.`}{' '}
            Remove {problems.length === 1 ? 'it' : 'them'} to see your total and continue.
          </p>
        ) : error && !current ? (
          <ErrorBlock
            message={errorMessage(error, 'We could not calculate your total.')}
            onRetry={onRetry}
          />
        ) : current ? (
          <div className={updating ? 'opacity-60 transition-opacity' : undefined}>
            <TotalsList
              totals={current}
              freeShipping={current.free_shipping}
              taxPending={taxNeeds && `Calculated from your ${taxNeeds}`}
              shippingNote={
                !current.free_shipping && current.free_shipping_threshold !== null
                  ? `Free shipping on orders from ${formatPrice(current.free_shipping_threshold)}`
                  : undefined
              }
            />
          </div>
        ) : (
          <TotalsSkeleton />
        )}
      </div>
    </section>
  );
}
