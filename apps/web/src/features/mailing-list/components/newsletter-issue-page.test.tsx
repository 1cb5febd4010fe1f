import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { expectLink } from '@/test/expect-link';
import { NewsletterIssuePage } from './newsletter-issue-page';

let answer: () => Response;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/v1/newsletter/archive/spring-show'
        ? answer()
        : jsonResponse({ error: { message: 'Not found', code: 'not_found' } }, 404),
    ),
  );
});

describe('NewsletterIssuePage', () => {
  it('shows the published issue with its date', async () => {
    answer = () =>
      jsonResponse({
        data: {
          slug: 'spring-show',
          subject: 'The spring show',
          preheader: 'Twelve new paintings',
          description: 'Twelve new paintings',
          sent_at: '2026-04-02T09:00:00Z',
          html: '<p>The doors open on Friday.</p>',
          image_url: null,
        },
      });
    renderWithProviders(<NewsletterIssuePage slug="spring-show" />, {
      route: '/mailing-list/spring-show',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The spring show' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The doors open on Friday.')).toBeInTheDocument();
    expect(screen.getByText('April 2, 2026')).toBeInTheDocument();
  });

  it('says so when the issue is not published', async () => {
    answer = () => jsonResponse({ error: { message: 'Not found', code: 'not_found' } }, 404);
    renderWithProviders(<NewsletterIssuePage slug="spring-show" />, {
      route: '/mailing-list/spring-show',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Newsletter not found' }),
    ).toBeInTheDocument();
    expectLink('← The mailing list', '/mailing-list');
  });
});
