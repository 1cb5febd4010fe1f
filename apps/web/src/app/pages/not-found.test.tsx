import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { expectLink } from '@/test/expect-link';
import { Component as CvPage } from './cv';
import { Component as NotFound } from './not-found';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ error: { message: 'Not found', code: 'not_found' } }, 404)),
  );
});

describe('not-found page', () => {
  it('has one heading, a sentence and links home and to the gallery', () => {
    renderWithProviders(<NotFound />, { route: '/no-such-page' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/has moved or never existed/)).toBeInTheDocument();
    expectLink('View Artwork', '/artwork');
    expectLink('Home', '/');
    expect(document.title).toBe('Page not found | Elena Marsh');
  });
});

describe('cv page', () => {
  it('shows exactly "CV Page (Hidden)"', () => {
    renderWithProviders(<CvPage />, { route: '/cv' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^CV Page \(Hidden\)$/);
  });
});
