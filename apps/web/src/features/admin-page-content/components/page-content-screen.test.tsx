import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePageContent, makeSiteSettings } from '@/test/factories';
import { fail, mockApi, never, ok, renderRoutes, renderWithApi } from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { PageContentScreen } from './page-content-screen';

const HOME = makePageContent('home', {
  hero_heading: 'Light on the coast',
  welcome_heading: 'Welcome',
  welcome_text: '<p>I paint the <strong>shore</strong>.</p>',
  updated_at: '2026-03-01T10:00:00Z',
});

function renderPageContent(
  url = '/admin/page-content',
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  return renderWithApi(
    {
      'GET /page-content': () => ok([HOME]),
      'GET /settings/site': () => ok(makeSiteSettings({ name: 'Ana Ruiz' })),
      'PUT /page-content/home': ({ body }) => ok({ ...HOME, ...(body as object) }),
      'POST /page-content': ({ body }) => ok({ ...HOME, ...(body as object) }),
      ...handlers,
    },
    [{ path: '/admin/page-content', element: <PageContentScreen /> }],
    url,
  );
}

describe('PageContentScreen', () => {
  it('shows a skeleton while loading', () => {
    mockApi({ 'GET /page-content': never, 'GET /settings/site': never });
    renderRoutes([{ path: '/', element: <PageContentScreen /> }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Content' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Heading')).not.toBeInTheDocument();
  });

  it('says "Failed to fetch all page content" when the list fails, with a retry', async () => {
    const { user } = renderPageContent('/admin/page-content', {
      'GET /page-content': failsOnceThen('boom', () => ok([HOME])),
    });
    await expectAlertThenRetry(user, 'Failed to fetch all page content');
    expect(await screen.findByDisplayValue('Light on the coast')).toBeInTheDocument();
  });

  it('loads the home texts, rich text included, with the public fallbacks as placeholders', async () => {
    renderPageContent();
    const hero = await screen.findByRole('region', { name: 'Hero' });
    expect(within(hero).getByLabelText('Heading')).toHaveValue('Light on the coast');
    expect(screen.getByLabelText('Subheading')).toHaveValue('');
    expect(screen.getByLabelText('Subheading')).toHaveAttribute(
      'placeholder',
      'Original oil paintings',
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Page title')).toHaveAttribute(
        'placeholder',
        'Ana Ruiz | Original Oil Paintings',
      ),
    );
    const text = screen.getByRole('textbox', { name: 'Text' });
    expect(text.innerHTML).toContain('<strong>shore</strong>');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
  });

  it('updates an existing page with PUT, empty fields as null', async () => {
    const { user, api } = renderPageContent();
    const subheading = await screen.findByLabelText('Subheading');
    await user.type(subheading, 'Oil on linen');
    await user.clear(
      within(screen.getByRole('region', { name: 'Welcome' })).getByLabelText('Heading'),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await api.bodySentOnce('PUT', '/page-content/home')).toEqual({
      hero_heading: 'Light on the coast',
      hero_subheading: 'Oil on linen',
      welcome_heading: null,
      welcome_text: '<p>I paint the <strong>shore</strong>.</p>',
      meta_title: null,
      meta_description: null,
    });
    expect(api.calls('POST', '/page-content')).toHaveLength(0);
    expect(await screen.findByText('Home page saved')).toBeInTheDocument();
  });

  it('creates a page that does not exist yet with POST, showing the about fallbacks', async () => {
    const { user, api } = renderPageContent('/admin/page-content?page=about');
    const title = await screen.findByLabelText('Page heading');
    expect(title).toHaveAttribute('placeholder', 'About');
    expect(screen.getByText(/saving creates it/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Page title')).toHaveAttribute(
        'placeholder',
        'About | Ana Ruiz',
      ),
    );
    await user.type(title, 'The artist');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await api.bodySentOnce('POST', '/page-content')).toMatchObject({
      page: 'about',
      title: 'The artist',
      artist_bio: null,
      artist_statement: null,
    });
    expect(api.calls('PUT', '/page-content/about')).toHaveLength(0);
  });

  it.each([
    ['/admin/page-content', 'PUT /page-content/home', 'Failed to update page content'],
    ['/admin/page-content?page=about', 'POST /page-content', 'Failed to create page content'],
  ])('on %s a failed save says the product’s message', async (url, call, message) => {
    const { user } = renderPageContent(url, { [call]: () => fail(500, 'database down') });
    const first = url.includes('about') ? 'Page heading' : 'Subheading';
    await user.type(await screen.findByLabelText(first), 'New words');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    // Nothing was lost: the words are still in the form, still unsaved.
    expect(screen.getByLabelText(first)).toHaveValue('New words');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });
});
