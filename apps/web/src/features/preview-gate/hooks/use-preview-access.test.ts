import { PREVIEW_ACCESS_MS, STORAGE_KEYS } from '@atelier/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreviewAccess } from './use-preview-access';

afterEach(() => vi.useRealTimers());

describe('usePreviewAccess', () => {
  it('grants, revokes and re-reads storage when the scope changes', () => {
    const { result, rerender } = renderHook(({ scope }) => usePreviewAccess(scope), {
      initialProps: { scope: 'Landscapes' },
    });
    expect(result.current.granted).toBe(false);
    act(() => result.current.grant('signed', null));
    expect(result.current.granted).toBe(true);
    expect(sessionStorage.getItem(STORAGE_KEYS.previewGrant)).toBe('signed');
    const version = result.current.version;
    expect(version).toBeGreaterThan(0);

    // Cleared behind its back (another tab, devtools): noticed on the next collection change.
    sessionStorage.clear();
    rerender({ scope: 'Landscapes' });
    expect(result.current.granted).toBe(true);
    rerender({ scope: 'Preview' });
    expect(result.current.granted).toBe(false);

    act(() => result.current.grant('again', null));
    act(() => result.current.revoke());
    expect(result.current.granted).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.previewGrant)).toBeNull();
  });

  it('lapses by itself after 24 hours, removing the stored keys', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { result } = renderHook(() => usePreviewAccess('Preview'));
    act(() => result.current.grant('signed', null));
    expect(result.current.expiresAt).toBe(Date.now() + PREVIEW_ACCESS_MS);
    act(() => vi.advanceTimersByTime(PREVIEW_ACCESS_MS - 1000));
    expect(result.current.granted).toBe(true);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.granted).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.previewGrantedAt)).toBeNull();
  });
});
