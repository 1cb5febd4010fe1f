import { STORAGE_KEYS } from '@atelier/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeArtwork, page, stubGalleryApi } from '@/features/gallery/testing/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { Component as Preview } from './preview';

const stubPreview = () =>
  stubGalleryApi(
    () => jsonResponse(page([makeArtwork(1, { title: 'Fog Bank (Study)' })], 1)),
    (url) => {
      if (url.pathname === '/newsletter/subscribe')
        return jsonResponse({
          data: {
            message: 'Thanks',
            preview_token: 'joined',
            preview_expires_at: new Date(Date.now() + 864e5).toISOString(),
          },
        });
    },
  );

describe('preview page', () => {
  it('shows the gate with a teaser count, and the works once the visitor joins', async () => {
    const fetchMock = stubPreview();
    const { user } = renderWithProviders(<Preview />, { route: '/preview' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('4 new paintings are waiting.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/artworks')).toHaveLength(0);
    await user.click(await screen.findByRole('tab', { name: 'Join' }));
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Join and view' }));
    expect(await screen.findByRole('link', { name: 'Fog Bank (Study)' })).toBeInTheDocument();
    expect(screen.getByText(/Your access lasts until/)).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.previewGrant)).toBe('joined');
  });

  it('shows the works straight away with a stored grant', async () => {
    sessionStorage.setItem(STORAGE_KEYS.previewGrant, 'signed');
    sessionStorage.setItem(STORAGE_KEYS.previewGrantedAt, String(Date.now()));
    stubPreview();
    renderWithProviders(<Preview />, { route: '/preview' });
    expect(await screen.findByText('Showing 1-1 of 1 artworks')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
