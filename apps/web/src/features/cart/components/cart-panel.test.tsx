import { MESSAGES, STORAGE_KEYS, TOAST_DURATION_MS, type CartItem } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { expectLink } from '@/test/expect-link';
import { makeSiteSettings } from '@/test/factories';
import { useCartStore } from '../stores/cart-store';
import { CartButton } from './cart-button';
import { CartPanel } from './cart-panel';

const line = (id: number, overrides: Partial<CartItem> = {}): CartItem => ({
  artwork_id: id,
  quantity: 1,
  framing_option: 'unframed',
  artwork: { id, title: `Harbour ${id}`, price: 1000, primary_image_url: `/uploads/${id}.webp` },
  ...overrides,
});

function stubApi({ framingEnabled = false } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/settings/site'))
        return jsonResponse({ data: makeSiteSettings({ framing_enabled: framingEnabled }) });
      return jsonResponse({ error: { message: 'Not found', code: 'NOT_FOUND' } }, 404);
    }),
  );
}

const renderCart = () =>
  renderWithProviders(
    <>
      <CartButton />
      <CartPanel />
    </>,
  );

beforeEach(() => {
  useCartStore.setState({ items: [], updated_at: null, isCartOpen: false, addedAt: null });
  stubApi();
});

describe('CartPanel', () => {
  it('is hidden until opened from the header button, which shows the piece count', async () => {
    useCartStore.setState({ items: [line(1, { quantity: 2 }), line(2)] });
    const { user } = renderCart();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cart, 3 items' }));
    const dialog = screen.getByRole('dialog', { name: 'Cart (2)' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close cart' })).toHaveFocus();
  });

  it('shows the empty state with a link to the gallery', () => {
    useCartStore.setState({ isCartOpen: true });
    renderCart();
    const dialog = screen.getByRole('dialog', { name: 'Cart (0)' });
    expect(within(dialog).getByText('Your cart is empty')).toBeInTheDocument();
    expectLink('Browse Artwork', '/artwork', dialog);
  });

  it('lists lines with title link, price, surcharge, quantity controls and subtotal', async () => {
    useCartStore.setState({
      isCartOpen: true,
      items: [
        line(1, { framing_option: 'museum-quality', quantity: 2 }),
        line(2, { artwork: { id: 2, title: '', price: 300, primary_image_url: null } }),
      ],
    });
    renderCart();
    const dialog = screen.getByRole('dialog');
    expectLink('Harbour 1', '/artwork/1', dialog);
    expectLink('Unknown Artwork', '/artwork/2', dialog);
    expect(within(dialog).getByTestId('cart-thumbnail-placeholder')).toBeInTheDocument();
    expect(within(dialog).getByText('Museum quality')).toBeInTheDocument();
    expect(within(dialog).getByText('+ $500 framing per piece')).toBeInTheDocument();
    // (1000 + 500) × 2 + 300
    expect(within(dialog).getByText('$3,300')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Decrease quantity of Unknown Artwork' }),
    ).toBeDisabled();
    expectLink('Proceed to Checkout', '/checkout', dialog);
    expect(
      within(dialog).getByText('Shipping and taxes calculated at checkout'),
    ).toBeInTheDocument();
  });

  it('changes quantity, removes a line and persists the result', async () => {
    useCartStore.setState({ isCartOpen: true, items: [line(1), line(2)] });
    const { user } = renderCart();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Harbour 1' }));
    expect(screen.getByRole('button', { name: 'Decrease quantity of Harbour 1' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Harbour 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove Harbour 2 from cart' }));
    expect(screen.getByRole('dialog', { name: 'Cart (1)' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '{}').state.items).toHaveLength(1);
  });

  it('offers the framing select only when framing is enabled', async () => {
    stubApi({ framingEnabled: true });
    useCartStore.setState({ isCartOpen: true, items: [line(1)] });
    const { user } = renderCart();
    const select = await screen.findByRole('combobox', { name: 'Framing' });
    await user.selectOptions(select, 'simple-black');
    expect(useCartStore.getState().items[0]?.framing_option).toBe('simple-black');
    expect(screen.getByText('$1,200')).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the cart button', async () => {
    const { user } = renderCart();
    const button = screen.getByRole('button', { name: 'Cart, 0 items' });
    await user.click(button);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes on a backdrop click and keeps Tab inside while open', async () => {
    useCartStore.setState({ items: [line(1)] });
    const { user } = renderCart();
    await user.click(screen.getByRole('button', { name: /Cart, 1 item/ }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(screen.getByTestId('cart-backdrop'));
    expect(useCartStore.getState().isCartOpen).toBe(false);
  });

  it('says "Added to cart!" under its title, in its own flow, for as long as a toast lasts', async () => {
    renderCart();
    useCartStore.getState().addItem(line(1).artwork);
    const panel = await screen.findByRole('dialog', { name: 'Cart (1)' });
    const status = within(panel).getByRole('status');
    expect(status).toHaveTextContent(MESSAGES.addedToCart);
    // After the title, before the lines: it pushes them down rather than covering anything.
    const title = within(panel).getByRole('heading', { name: 'Cart (1)' });
    expect(title.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      status.compareDocumentPosition(within(panel).getByRole('list')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // An add almost TOAST_DURATION_MS ago: the words go once that time is up.
    useCartStore.setState({ addedAt: Date.now() - TOAST_DURATION_MS + 50 });
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  });
});
