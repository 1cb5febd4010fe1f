import type { DashboardOrders, DashboardSummary } from '@atelier/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLink } from '@/test/expect-link';
import { expectTexts } from '@/test/expect-texts';
import { QUIET_SUMMARY, renderSummary } from '../testing/render-dashboard';
import { niceCeiling } from './revenue-months';

const MONTHS = [
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
];

const ORDERS: DashboardOrders = {
  counts: {
    pending_payment: 1,
    paid: 3,
    shipped: 4,
    delivered: 6,
    cancelled: 2,
    expired: 0,
    refunded: 1,
  },
  to_ship: 3,
  revenue_this_month: 5400,
  revenue_this_year: 12900,
  revenue_by_month: MONTHS.map((month, i) => ({
    month,
    revenue: i === 9 ? 7500 : i === 11 ? 5400 : 0,
    orders: i === 9 ? 2 : i === 11 ? 1 : 0,
  })),
};

const SUMMARY: DashboardSummary = { ...QUIET_SUMMARY, orders: ORDERS };

describe('dashboard shop block', () => {
  it('shows orders to ship and awaiting payment, revenue, and counts by status, each linking to the list', async () => {
    renderSummary(SUMMARY);
    const shop = (await screen.findByRole('heading', { level: 2, name: 'Shop' })).closest(
      'section',
    )!;
    expectLink('All orders', '/admin/orders', shop);
    expect(shop).toHaveTextContent('To ship3');
    expectLink('3', '/admin/orders?status=paid', shop);
    expectTexts(shop, [
      'Awaiting payment1',
      'Revenue this month$5,400',
      'Revenue this year$12,900',
    ]);
    const statuses = within(shop).getByRole('list', { name: 'Orders by status' });
    expectLink('Delivered: 6', '/admin/orders?status=delivered', statuses);
    // Statuses with no orders are left out.
    expect(statuses).not.toHaveTextContent('Expired');
    // Awaiting payment is a figure above: said once, not again in the list.
    expect(within(shop).getAllByText('Awaiting payment')).toHaveLength(1);
    expect(statuses).not.toHaveTextContent('Awaiting payment');
  });

  it('draws the 12 months lazily as an SVG, with a summary and a table of the figures', async () => {
    const { user } = renderSummary(SUMMARY);
    const chart = await screen.findByRole('img', { name: /Revenue by month/ });
    expect(chart).toHaveAccessibleName(
      'Revenue by month over the last 12 months: $12,900 in all, highest in January 2026 with $7,500.',
    );
    const bars = chart.querySelectorAll('rect');
    expect(bars).toHaveLength(12);
    // $7,500 against an axis topped at $10,000.
    expect(bars[9]).toHaveAttribute('height', '75');
    expect(bars[0]).toHaveAttribute('height', '0');

    await user.click(screen.getByText('Show the figures'));
    const table = screen.getByRole('table', { name: 'Revenue by month, last 12 months' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[10]).toHaveTextContent('January 20262$7,500');
    expect(rows[12]).toHaveTextContent('March 20261$5,400');
  });

  it('says so when nothing has sold yet', async () => {
    renderSummary({
      ...SUMMARY,
      orders: {
        ...ORDERS,
        counts: {
          pending_payment: 0,
          paid: 0,
          shipped: 0,
          delivered: 0,
          cancelled: 0,
          expired: 0,
          refunded: 0,
        },
        to_ship: 0,
        revenue_this_month: 0,
        revenue_this_year: 0,
        revenue_by_month: MONTHS.map((month) => ({ month, revenue: 0, orders: 0 })),
      },
    });
    expect(await screen.findByText(/No orders yet/)).toBeInTheDocument();
    // No axis of "$0 / $0 / $0": a sentence says there are no sales.
    expect(screen.getByText(/No sales in the last 12 months\./)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Revenue by month/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Show the figures')).not.toBeInTheDocument();
  });

  it('says there are no sales, but not "no orders", when orders are unpaid or cancelled', async () => {
    renderSummary({
      ...SUMMARY,
      orders: {
        ...ORDERS,
        counts: { ...ORDERS.counts, pending_payment: 2, paid: 0, shipped: 0, delivered: 0 },
        revenue_by_month: MONTHS.map((month) => ({ month, revenue: 0, orders: 0 })),
      },
    });
    // Orders exist (awaiting payment, cancelled), none paid: no sales, but orders.
    expect(await screen.findByText(/No sales in the last 12 months\./)).toBeInTheDocument();
    expect(screen.queryByText(/No orders yet/)).not.toBeInTheDocument();
  });

  it('is left out for a server without the orders block', async () => {
    renderSummary({ ...SUMMARY, orders: null });
    await screen.findByRole('link', { name: 'Artworks' });
    expect(screen.queryByRole('heading', { name: 'Shop' })).not.toBeInTheDocument();
  });
});

describe('niceCeiling', () => {
  it('rounds the axis up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(0);
    expect(niceCeiling(7500)).toBe(10000);
    expect(niceCeiling(1200)).toBe(2000);
    expect(niceCeiling(2400)).toBe(2500);
    expect(niceCeiling(400)).toBe(500);
  });
});
