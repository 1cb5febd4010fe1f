import { PREVIEW_ACCESS_MS, STORAGE_KEYS } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { clearPreviewGrant, readPreviewGrant, savePreviewGrant } from './preview-grant';

const NOW = 1_800_000_000_000;

describe('preview grant storage', () => {
  it('stores the token and the grant time where the api-client reads them', () => {
    savePreviewGrant('signed', new Date(NOW + PREVIEW_ACCESS_MS).toISOString(), NOW);
    expect(sessionStorage.getItem(STORAGE_KEYS.previewGrant)).toBe('signed');
    expect(sessionStorage.getItem(STORAGE_KEYS.previewGrantedAt)).toBe(String(NOW));
    expect(readPreviewGrant(NOW + 1000)).toEqual({
      token: 'signed',
      grantedAt: NOW,
      expiresAt: NOW + PREVIEW_ACCESS_MS,
    });
  });

  it('counts the 24 hours back from the server expiry when the clocks differ', () => {
    const state = savePreviewGrant(
      'signed',
      new Date(NOW + PREVIEW_ACCESS_MS - 5000).toISOString(),
      NOW,
    );
    expect(state.expiresAt).toBe(NOW + PREVIEW_ACCESS_MS - 5000);
    expect(savePreviewGrant('x', 'not a date', NOW).grantedAt).toBe(NOW);
  });

  it('removes both keys once 24 hours have passed', () => {
    savePreviewGrant('signed', null, NOW);
    expect(readPreviewGrant(NOW + PREVIEW_ACCESS_MS - 1)).not.toBeNull();
    expect(readPreviewGrant(NOW + PREVIEW_ACCESS_MS)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.previewGrant)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.previewGrantedAt)).toBeNull();
  });

  it('does not trust a token without a valid timestamp', () => {
    sessionStorage.setItem(STORAGE_KEYS.previewGrant, 'signed');
    expect(readPreviewGrant(NOW)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.previewGrant)).toBeNull();
    sessionStorage.setItem(STORAGE_KEYS.previewGrant, 'signed');
    sessionStorage.setItem(STORAGE_KEYS.previewGrantedAt, 'yesterday');
    expect(readPreviewGrant(NOW)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.previewGrantedAt)).toBeNull();
  });

  it('clears on demand', () => {
    savePreviewGrant('signed', null, NOW);
    clearPreviewGrant();
    expect(readPreviewGrant(NOW)).toBeNull();
  });
});
