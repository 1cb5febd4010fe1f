import type { DashboardOrders } from '@atelier/core';
import { Price } from '@/components/ui';
import { monthName } from './revenue-months';

/**
 * The chart's figures as a table: the accessible version of the bars (and the exact numbers
 * for anyone who wants them), folded away under a summary.
 */
export function RevenueTable({ months }: { months: DashboardOrders['revenue_by_month'] }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer text-accent underline-offset-4 hover:underline">
        Show the figures
      </summary>
      <table className="mt-2 w-full border-collapse text-left">
        <caption className="sr-only">Revenue by month, last 12 months</caption>
        <thead className="text-xs tracking-wide text-muted uppercase">
          <tr className="border-b border-line">
            <th scope="col" className="py-1.5 font-medium">
              Month
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Orders
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Revenue
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month} className="border-b border-line last:border-b-0">
              <th scope="row" className="py-1.5 font-normal">
                {monthName(m.month)}
              </th>
              <td className="py-1.5 text-right tabular-nums">{m.orders}</td>
              <td className="py-1.5 text-right">
                <Price amount={m.revenue} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
