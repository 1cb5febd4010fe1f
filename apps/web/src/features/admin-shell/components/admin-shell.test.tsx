import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok, renderRoutes } from '@/test/mock-api';
import { expectLink } from '@/test/expect-link';
import { AdminShell } from './admin-shell';
import { makeSiteSettings } from '@/test/factories';

function renderShell(url = '/admin/blog/new') {
  mockApi({ 'GET /settings/site': () => ok(makeSiteSettings({ name: 'Ana Ruiz' })) });
  return renderRoutes(
    [
      {
        path: '/admin/*',
        element: (
          <AdminShell
            badges={{ inbox: <span>3 unread</span> }}
            account={<button type="button">Log out</button>}
          >
            <h1>Page</h1>
          </AdminShell>
        ),
      },
    ],
    { initialEntries: [url] },
  );
}

beforeEach(() => {
  document.head.innerHTML = '<title>x</title>';
});

describe('AdminShell', () => {
  it('lists every section in order, marks the current one and shows the badges', async () => {
    renderShell();
    const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0]!;
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Dashboard',
      'Artworks',
      'Orders',
      'Subscribers',
      'Waitlist',
      'Collections',
      'Blog',
      'Newsletter',
      'Inbox3 unread',
      'Emails not sent',
      'Settings',
      'Backups',
      'Page Content',
      'Account',
    ]);
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(await screen.findAllByText('Ana Ruiz')).not.toHaveLength(0);
  });

  it('opens the public site in a new tab and has one main landmark', () => {
    renderShell();
    const site = screen.getAllByRole('link', { name: 'View site (opens in a new tab)' })[0]!;
    expect(site).toHaveAttribute('href', '/');
    expect(site).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expectLink('Skip to content', '#main');
  });

  it('opens the phone menu as a dialog that traps focus and closes on Escape and navigation', async () => {
    const { user, router } = renderShell('/admin/dashboard');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Admin menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps admin pages out of search engines', () => {
    renderShell();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });
});
