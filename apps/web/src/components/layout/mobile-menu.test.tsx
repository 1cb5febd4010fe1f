import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MobileMenu } from './mobile-menu';

describe('MobileMenu', () => {
  it('arrives with the toggle only: the panel’s code loads later', () => {
    const { container } = renderWithProviders(<MobileMenu />, { route: '/about' });
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('#mobile-menu')).toBeNull();
  });

  it('opened before its code arrived, still traps focus, locks the page and gives focus back', async () => {
    const { user } = renderWithProviders(<MobileMenu footer={<a href="/x">Instagram</a>} />, {
      route: '/about',
    });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', dialog.id);
    // The panel mounts when its code arrives; the trap takes focus in an effect right after.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus(),
    );
    expect(within(dialog).getByRole('link', { name: 'Instagram' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    // Tab from the last item wraps to the first: focus stays in the panel.
    within(dialog).getByRole('link', { name: 'Instagram' }).focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });
});
