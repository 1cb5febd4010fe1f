import { FRAMING_LABELS, type AdminOrder, type FramingOption } from '@atelier/core';
import { Link } from 'react-router';
import { Price } from '@/components/ui';
import { adminPaths } from '@/lib/admin-paths';
import { DetailCard, Fact } from './detail-card';

const framingLabel = (option: string) => FRAMING_LABELS[option as FramingOption] ?? option;

/** The works as they were sold (snapshots) and the order's totals. */
export function OrderLinesCard({ order }: { order: AdminOrder }) {
  return (
    <DetailCard title="Works">
      <ul className="-mt-1 divide-y divide-line">
        {order.lines.map((line) => (
          <li key={line.id} className="flex gap-4 py-3">
            <div className="flex size-16 shrink-0 items-center justify-center bg-placeholder">
              {line.image_url && (
                <img
                  src={line.image_url}
                  alt=""
                  width={64}
                  height={64}
                  className="max-h-full max-w-full object-contain"
                />
              )}
            </div>
            <div className="min-w-0 flex-1">
              {line.artwork_id ? (
                <Link
                  to={adminPaths.artworkEdit(line.artwork_id)}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {line.title}
                </Link>
              ) : (
                <span className="font-medium">{line.title} (deleted)</span>
              )}
              <p className="text-muted tabular-nums">
                {framingLabel(line.framing_option)} · <Price amount={line.unit_price} />
                {line.frame_surcharge > 0 && (
                  <>
                    {' + '}
                    <Price amount={line.frame_surcharge} /> frame
                  </>
                )}
                {' × '}
                {line.quantity}
              </p>
            </div>
            <Price amount={line.line_total} className="shrink-0" />
          </li>
        ))}
      </ul>
      <dl className="mt-2 border-t border-line pt-3">
        <Fact label="Subtotal">
          <Price amount={order.subtotal} />
        </Fact>
        <Fact label="Shipping">
          <Price amount={order.shipping} />
        </Fact>
        <Fact label={order.tax_rate_percent > 0 ? `Tax (${order.tax_rate_percent}%)` : 'Tax'}>
          <Price amount={order.tax} />
        </Fact>
        <div className="mt-1 flex justify-between gap-4 border-t border-line pt-2 font-medium">
          <dt>Total</dt>
          <dd>
            <Price amount={order.total} />
          </dd>
        </div>
      </dl>
    </DetailCard>
  );
}
