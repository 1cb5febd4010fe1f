import { FRAMING_LABELS, type FramingOption } from '@atelier/core';
import { Link } from 'react-router';
import { AdminHead, longDate, tableDate } from '@/components/admin';
import { Button, ErrorBlock, Skeleton } from '@/components/ui';
import { adminPaths } from '@/lib/admin-paths';
import { useSiteName } from '@/lib/public-settings';
import { errorMessage } from '@/lib/toast';
import { useOrder } from '../api/get-order';
import { addressLines } from '../lib/order-text';
import './packing-slip.css';

const framingLabel = (option: string) => FRAMING_LABELS[option as FramingOption] ?? option;

/**
 * /admin/orders/:id/packing-slip: a sheet to print and put in the crate, the way packing slips
 * are: the artist, the order number, where it goes and what is inside, without prices.
 */
export function PackingSlip({ id }: { id: number }) {
  const siteName = useSiteName();
  const query = useOrder(id);
  const order = query.data;

  return (
    <main className="packing-slip mx-auto max-w-3xl px-6 py-8 md:py-12">
      <AdminHead title={order ? `Packing slip ${order.number}` : 'Packing slip'} />
      <div className="mb-8 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={adminPaths.order(id)} className="text-sm text-muted hover:text-ink">
          ← Back to the order
        </Link>
        <Button size="sm" disabled={!order} onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-ink pb-4">
        <div>
          <p className="font-display text-3xl">{siteName}</p>
          <h1 className="label-caps mt-1 font-sans">Packing slip</h1>
        </div>
        {order && (
          <dl className="text-right text-sm">
            <dt className="sr-only">Order</dt>
            <dd className="font-display text-2xl">{order.number}</dd>
            <dt className="sr-only">Ordered on</dt>
            <dd>{tableDate(order.created_at)}</dd>
          </dl>
        )}
      </header>
      {query.isPending ? (
        <div aria-hidden="true" className="mt-8 space-y-4">
          <Skeleton className="h-24 w-64" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : query.isError ? (
        <div className="mt-8">
          <ErrorBlock
            message={errorMessage(query.error, 'Could not load the order')}
            onRetry={() => void query.refetch()}
          />
        </div>
      ) : (
        <>
          <section aria-labelledby="slip-ship-to" className="mt-8">
            <h2 id="slip-ship-to" className="label-caps font-sans">
              Ship to
            </h2>
            <address className="mt-2 text-lg leading-relaxed not-italic">
              {[query.data.name, ...addressLines(query.data.shipping_address)].map((line, i) => (
                <span key={i} className="block">
                  {line}
                </span>
              ))}
              {query.data.phone && <span className="block text-base">{query.data.phone}</span>}
            </address>
          </section>
          <section aria-labelledby="slip-contents" className="mt-10">
            <h2 id="slip-contents" className="label-caps font-sans">
              Contents
            </h2>
            <table className="mt-2 w-full border-collapse text-left">
              <thead className="border-b border-ink text-xs tracking-wide uppercase">
                <tr>
                  <th scope="col" className="py-2 font-medium">
                    Work
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Framing
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Qty
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.lines.map((line) => (
                  <tr key={line.id} className="border-b border-line">
                    <td className="py-3 font-display text-xl">{line.title}</td>
                    <td className="py-3">{framingLabel(line.framing_option)}</td>
                    <td className="py-3 text-right tabular-nums">{line.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <footer className="mt-12 space-y-1 border-t border-line pt-4 text-sm text-muted">
            <p>Thank you for supporting an independent painter.</p>
            <p>
              Ordered {longDate(query.data.created_at)} by {query.data.email}
            </p>
          </footer>
        </>
      )}
    </main>
  );
}
