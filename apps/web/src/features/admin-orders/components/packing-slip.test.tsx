import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, never, ok, renderRoutes } from '@/test/mock-api';
import { expectLink } from '@/test/expect-link';
import { makeAdminOrder } from '../testing/fixtures';
import { PackingSlip } from './packing-slip';
import { makeSiteSettings } from '@/test/factories';

function renderSlip(answer: Parameters<typeof mockApi>[0][string]) {
  mockApi({
    'GET /settings/site': () => ok(makeSiteSettings()),
    'GET /admin/orders/7': answer,
  });
  return renderRoutes([{ path: '/slip', element: <PackingSlip id={7} /> }], {
    initialEntries: ['/slip'],
  });
}

describe('PackingSlip', () => {
  it('prints the artist, the order number, the address and the contents, without prices', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderSlip(() => ok(makeAdminOrder('paid')));
    expect(screen.getByRole('heading', { level: 1, name: 'Packing slip' })).toBeInTheDocument();
    expect(await screen.findByText('EM-1007')).toBeInTheDocument();
    expect(await screen.findByText('Elena Marsh')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ship to' })).toHaveTextContent(
      'Ada Lovelace1 Harbour RoadStudio 2Portland, ME, 04101United States+1 207 555 0100',
    );
    const contents = screen.getByRole('table');
    const row = within(contents).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Harbour LightSimple black1');
    expect(screen.getByRole('main')).not.toHaveTextContent('$');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expectLink('← Back to the order', '/admin/orders/7');
  });

  it('cannot print before the order has loaded', () => {
    renderSlip(never);
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  it('shows a load error with a retry', async () => {
    renderSlip(() => fail(500, 'Server trouble'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server trouble');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
