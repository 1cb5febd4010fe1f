import type { NewsletterIssue } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, type MockHandler, renderWithApi } from '@/test/mock-api';
import { stubEditorLayout } from '@/test/editor-layout';
import { jsonResponse } from '@/test/render';
import { makeIssue } from '../testing/fixtures';
import { EditIssueScreen, NewIssueScreen } from './issue-editor-screen';

stubEditorLayout();

const work = (id: number, title: string, over: object = {}) => ({
  id,
  title,
  price: 1200,
  availability: 'available',
  is_public: true,
  thumbnail_url: `/uploads/${id}/thumb.webp`,
  primary_image_url: `/uploads/${id}/1200.webp`,
  ...over,
});
const WORKS = [
  work(7, 'Winter Light'),
  work(8, 'Harbour at Dusk', { availability: 'sold' }),
  work(9, 'Salt Marsh', { is_public: false }),
];

const EMAIL_HTML = '<!doctype html><html><body><h1>Rendered by the server</h1></body></html>';

function renderEditor(
  extra: Record<string, MockHandler> = {},
  { start = '/admin/newsletter/new', issue = makeIssue() } = {},
) {
  let current: NewsletterIssue = issue;
  return renderWithApi(
    {
      'POST /admin/newsletter/preview': () => ok({ html: EMAIL_HTML, text: 'Rendered' }),
      'GET /admin/newsletter/audience-count': ({ url }) =>
        ok({ count: url.searchParams.get('topics') === 'new_work' ? 2 : 3 }),
      'GET /artworks': ({ url }) => {
        const search = url.searchParams.get('search')?.toLowerCase() ?? '';
        const data = WORKS.filter((work) => work.title.toLowerCase().includes(search));
        return ok({
          data,
          pagination: { total: data.length, pages: 1, page: 1, limit: 8, offset: 0 },
        });
      },
      'GET /artworks/7': () => ok(WORKS[0]),
      'POST /admin/newsletter/issues': ({ body }) => {
        current = makeIssue({ ...(body as object), id: issue.id });
        return jsonResponse({ data: current }, 201);
      },
      [`GET /admin/newsletter/issues/${issue.id}`]: () => ok(current),
      [`PUT /admin/newsletter/issues/${issue.id}`]: ({ body }) => {
        current = { ...current, ...(body as object) };
        return ok(current);
      },
      ...extra,
    },
    [
      { path: '/admin/newsletter/new', element: <NewIssueScreen uploadImage={() => never()} /> },
      {
        path: '/admin/newsletter/:id/edit',
        element: <EditIssueScreen id={String(issue.id)} uploadImage={() => never()} />,
      },
      { path: '/admin/newsletter', element: <p>All issues</p> },
    ],
    start,
  );
}

const never = () => new Promise<never>(() => {});
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('Newsletter editor', () => {
  it('picks a card by search from a dialog, shows its work and previews what the server renders', async () => {
    const { user, api } = renderEditor();
    await user.type(field('Subject'), 'New paintings');
    await user.click(screen.getByRole('button', { name: 'Artwork card' }));
    const picker = screen.getByRole('dialog', { name: 'Insert an artwork card' });
    expect(within(picker).getByLabelText('Search by title')).toHaveFocus();
    // Each choice shows what the email's card will: the picture, the title, the price or Sold.
    const sold = await within(picker).findByRole('button', { name: /Harbour at Dusk/ });
    expect(sold).toHaveTextContent('Sold');
    expect(sold.querySelector('img')).toHaveAttribute('src', '/uploads/8/thumb.webp');
    expect(within(picker).getByRole('button', { name: /Salt Marsh/ })).toHaveTextContent(
      'Hidden from the site',
    );
    await user.type(within(picker).getByLabelText('Search by title'), 'winter');
    await waitFor(() =>
      expect(within(picker).queryByRole('button', { name: /Harbour at Dusk/ })).toBeNull(),
    );
    expect(api.calls('GET', '/artworks').at(-1)?.url.searchParams.get('search')).toBe('winter');
    await user.keyboard('{ArrowDown}');
    const choice = within(picker).getByRole('button', { name: /Winter Light/ });
    expect(choice).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();

    // In the editor the card is the work itself, not a number.
    const card = await screen.findByText('Winter Light');
    const view = card.closest('[data-card="artwork"]') as HTMLElement;
    expect(view).toHaveTextContent('$1,200');
    expect(view.querySelector('img')).toHaveAttribute('src', '/uploads/7/thumb.webp');

    await waitFor(() =>
      expect(api.calls('POST', '/admin/newsletter/preview').at(-1)?.body).toMatchObject({
        subject: 'New paintings',
        body_html: expect.stringContaining('<div data-card="artwork" data-id="7"></div>'),
      }),
    );
    const frame = await screen.findByTitle('Email preview at phone width');
    expect(frame).toHaveAttribute('srcdoc', EMAIL_HTML);
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    await user.click(screen.getByRole('button', { name: 'Desktop' }));
    expect(screen.getByTitle('Email preview at desktop width')).toHaveStyle({ width: '640px' });
  });

  it('says when a card’s work is gone, rather than showing a number', async () => {
    const issue = makeIssue({ body_html: '<div data-card="artwork" data-id="99"></div>' });
    renderEditor(
      { 'GET /artworks/99': () => fail(404, 'Artwork not found') },
      { start: '/admin/newsletter/5/edit', issue },
    );
    expect(await screen.findByText('Deleted: the email leaves this card out.')).toBeInTheDocument();
    expect(screen.queryByText(/#99/)).toBeNull();
  });

  it('keeps writing and the preview on two tabs where the screen is narrow', async () => {
    const { user } = renderEditor();
    const write = screen.getByRole('tab', { name: 'Write' });
    expect(write).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Preview' })).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(write).toHaveFocus();
    expect(write).toHaveAttribute('aria-selected', 'true');
  });

  it('shows how many subscribers the chosen audience reaches', async () => {
    const { user } = renderEditor();
    expect(await screen.findByText('3 subscribers will receive this issue')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Subscribers who chose these topics'));
    await user.click(screen.getByLabelText('Exhibitions and events'));
    await user.click(screen.getByLabelText('Studio news'));
    expect(await screen.findByText('2 subscribers will receive this issue')).toBeInTheDocument();
    await user.click(screen.getByLabelText('New work'));
    expect(screen.getByText('Choose at least one topic')).toBeInTheDocument();
  });

  it('says there is no open or click tracking', () => {
    renderEditor();
    expect(screen.getByText(/No open or click tracking/)).toBeInTheDocument();
  });

  it('sends once when the confirmation is double-clicked', async () => {
    let release: () => void = () => {};
    const { user, api } = renderEditor({
      'POST /admin/newsletter/issues/5/send': () =>
        new Promise((resolve) => {
          release = () => resolve(ok(makeIssue({ status: 'sending' })));
        }),
    });
    await user.type(field('Subject'), 'Spring show');
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Send this issue now?' });
    expect(dialog).toHaveTextContent('“Spring show” goes to 3 subscribers now.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() =>
      expect(api.calls('POST', '/admin/newsletter/issues/5/send')).toHaveLength(1),
    );
    release();
    expect(await screen.findByText('All issues')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/newsletter/issues/5/send')).toHaveLength(1);
    expect(api.calls('POST', '/admin/newsletter/issues')).toHaveLength(1);
  });

  it('refuses a schedule in the past before asking', async () => {
    const { user, api } = renderEditor();
    await user.type(field('Subject'), 'Spring show');
    await user.click(screen.getByLabelText('Send at a time'));
    const at = screen.getByLabelText('Date and time');
    expect(at).toHaveAccessibleDescription(/Your time zone:/);
    await user.clear(at);
    await user.type(at, '2020-01-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Schedule…' }));
    expect(screen.getByText('The send time must be in the future')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls('POST', '/admin/newsletter/issues')).toHaveLength(0);
  });

  it('needs a subject before saving', async () => {
    const { user, api } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(field('Subject')).toHaveAccessibleDescription('Subject is required');
    expect(api.calls('POST', '/admin/newsletter/issues')).toHaveLength(0);
  });

  it('shows the server’s refusal and stays on the editor', async () => {
    const { user } = renderEditor({
      'POST /admin/newsletter/issues/5/send': () =>
        fail(400, 'No active subscribers in this audience'),
    });
    await user.type(field('Subject'), 'Spring show');
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('No active subscribers in this audience')).toBeInTheDocument();
    expect(screen.queryByText('All issues')).toBeNull();
  });

  it('lets a scheduled issue be cancelled back to a draft', async () => {
    const issue = makeIssue({ status: 'scheduled', scheduled_at: '2099-05-12T09:30:00Z' });
    const { user, api } = renderEditor(
      {
        'POST /admin/newsletter/issues/5/cancel': () =>
          ok({ ...issue, status: 'draft', scheduled_at: null }),
      },
      { start: '/admin/newsletter/5/edit', issue },
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel the schedule' }));
    await waitFor(() =>
      expect(api.calls('POST', '/admin/newsletter/issues/5/cancel')).toHaveLength(1),
    );
    expect(await screen.findByRole('button', { name: 'Send…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the schedule' })).toBeNull();
  });

  it('shows a sent issue’s figures and failures instead of the editor', async () => {
    const issue = makeIssue({
      status: 'sent',
      publish_on_web: true,
      sent_at: '2026-03-02T09:00:00Z',
      stats: { recipients: 3, delivered: 2, failed: 1, pending: 0, unsubscribes: 1 },
    });
    renderEditor(
      {
        'GET /admin/newsletter/issues/5/sent-copy': () => ok({ html: EMAIL_HTML, text: '' }),
        'GET /admin/newsletter/issues/5/failures': () =>
          ok([{ email: 'gone@example.com', reason: '550 No such user', failed_at: null }]),
      },
      { start: '/admin/newsletter/5/edit', issue },
    );
    expect(await screen.findByText('550 No such user')).toBeInTheDocument();
    expect(await screen.findByTitle('Email preview at desktop width')).toHaveAttribute(
      'srcdoc',
      EMAIL_HTML,
    );
    expect(screen.getByRole('heading', { name: 'What was sent' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Read it on the website/ })).toHaveAttribute(
      'href',
      '/mailing-list/new-paintings-from-the-coast',
    );
    expect(screen.getByText('Delivered').nextSibling).toHaveTextContent('2');
    expect(screen.queryByLabelText('Subject')).toBeNull();
  });
});
