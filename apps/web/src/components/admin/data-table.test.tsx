import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubMatchMedia } from '@/test/match-media';
import { actionsColumn, type Column } from './index';
import { DataTable } from './data-table';
import { Pagination } from './pagination';

interface Row {
  id: number;
  buyer: string;
  work: string;
  amount: string;
}

const columns: Column<Row>[] = [
  { key: 'buyer', header: 'Buyer', card: 'title', cell: (r) => r.buyer },
  { key: 'work', header: 'Work', className: 'hidden md:table-cell', cell: (r) => r.work },
  { key: 'amount', header: 'Offer', cell: (r) => r.amount },
  actionsColumn((r) => <button type="button">Accept {r.buyer}</button>),
];
const rows: Row[] = [
  { id: 1, buyer: 'Ana Lima', work: 'Harbour Light', amount: '$1,200' },
  { id: 2, buyer: 'Bo Chen', work: 'Dunes', amount: '$800' },
];

describe('DataTable', () => {
  it('is a table on a wide screen', () => {
    stubMatchMedia(true);
    render(<DataTable caption="Offers" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Offers' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('is a card per row below 1024 px: title first, each fact labelled, the actions last', () => {
    stubMatchMedia(false);
    render(<DataTable caption="Offers" columns={columns} rows={rows} busy />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Offers' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    const [first] = within(list).getAllByRole('listitem');
    expect(first!.firstElementChild).toHaveTextContent('Ana Lima');
    // Every column but the title and the actions is a labelled fact, hidden columns too.
    expect(
      within(first!)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Work', 'Offer']);
    expect(
      within(first!)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Harbour Light', '$1,200']);
    expect(first!.lastElementChild).toContainElement(
      within(first!).getByRole('button', { name: 'Accept Ana Lima' }),
    );
  });
});

describe('Pagination', () => {
  const info = (total: number, page = 1) => ({
    total,
    pages: Math.ceil(total / 20),
    page,
    limit: 20,
    offset: (page - 1) * 20,
  });

  it('counts plainly when everything is on one page', () => {
    const { rerender } = render(
      <Pagination pagination={info(1)} onPageChange={() => {}} noun="entries" />,
    );
    expect(screen.getByText('1 entry')).toBeInTheDocument();
    rerender(<Pagination pagination={info(3)} onPageChange={() => {}} noun="orders" />);
    expect(screen.getByText('3 orders')).toBeInTheDocument();
  });

  it('shows which ones once there are pages', () => {
    render(<Pagination pagination={info(45, 2)} onPageChange={() => {}} noun="orders" />);
    expect(screen.getByText('Showing 21–40 of 45 orders')).toBeInTheDocument();
  });
});
