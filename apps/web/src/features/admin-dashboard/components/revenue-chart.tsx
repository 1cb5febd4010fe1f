import { formatPrice, type DashboardOrders } from '@atelier/core';
import { cn } from '@/lib/cn';
import { monthName, monthShort, niceCeiling } from './revenue-months';

type Months = DashboardOrders['revenue_by_month'];

/**
 * Twelve months of revenue as bars: a small hand-drawn SVG (no chart library). The bars
 * stretch with the card; the labels are HTML so they stay legible on a phone. Loaded lazily:
 * its code arrives with the dashboard only.
 */
export default function RevenueChart({ months }: { months: Months }) {
  const top = niceCeiling(Math.max(0, ...months.map((m) => m.revenue)));
  const best = months.reduce<Months[number] | null>(
    (a, m) => (m.revenue > (a?.revenue ?? 0) ? m : a),
    null,
  );
  const total = months.reduce((n, m) => n + m.revenue, 0);
  const summary = best
    ? `Revenue by month over the last 12 months: ${formatPrice(total)} in all, highest in ${monthName(best.month)} with ${formatPrice(best.revenue)}.`
    : 'Revenue by month over the last 12 months: no sales yet.';
  const width = months.length * 10;

  return (
    <figure className="space-y-2">
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex h-44 w-14 shrink-0 flex-col justify-between text-right text-xs text-muted tabular-nums"
        >
          <span>{formatPrice(top)}</span>
          <span>{formatPrice(top / 2)}</span>
          <span>$0</span>
        </div>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          className="h-44 min-w-0 flex-1 overflow-visible"
        >
          {[0, 50, 100].map((y) => (
            <line
              key={y}
              x1={0}
              x2={width}
              y1={y}
              y2={y}
              className="stroke-line"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {months.map((m, i) => {
            const height = top > 0 ? (m.revenue / top) * 100 : 0;
            return (
              <rect
                key={m.month}
                x={i * 10 + 2}
                y={100 - height}
                width={6}
                height={height}
                className={cn(i === months.length - 1 ? 'fill-accent-strong' : 'fill-accent/70')}
              >
                <title>{`${monthName(m.month)}: ${formatPrice(m.revenue)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div aria-hidden="true" className="ml-16 flex text-center text-[0.7rem] text-muted">
        {months.map((m, i) => (
          // Every other month on phones, so the labels never collide.
          <span key={m.month} className={cn('flex-1', i % 2 === 1 && 'max-sm:invisible')}>
            {monthShort(m.month)}
          </span>
        ))}
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}
