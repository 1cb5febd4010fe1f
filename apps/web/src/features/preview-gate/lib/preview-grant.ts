import { PREVIEW_ACCESS_MS, STORAGE_KEYS } from '@atelier/core';
import { session } from '@/lib/storage';

/**
 * The preview grant lives in sessionStorage (docs/product.md §4): the signed token under
 * STORAGE_KEYS.previewGrant (the api-client sends it as X-Preview-Token) and the moment it was
 * granted, in epoch milliseconds, under STORAGE_KEYS.previewGrantedAt.
 */
export interface PreviewGrantState {
  token: string;
  grantedAt: number;
  expiresAt: number;
}

export function clearPreviewGrant(): void {
  session.remove(STORAGE_KEYS.previewGrant);
  session.remove(STORAGE_KEYS.previewGrantedAt);
}

/** The stored grant while it is valid; an expired or half-written one is removed (docs/product.md §4). */
export function readPreviewGrant(now = Date.now()): PreviewGrantState | null {
  const token = session.get(STORAGE_KEYS.previewGrant);
  const grantedAt = Number(session.get(STORAGE_KEYS.previewGrantedAt));
  if (!token || !Number.isFinite(grantedAt) || grantedAt <= 0) {
    // A token without its timestamp cannot be aged, so it is not trusted either.
    if (token || session.get(STORAGE_KEYS.previewGrantedAt)) clearPreviewGrant();
    return null;
  }
  const expiresAt = grantedAt + PREVIEW_ACCESS_MS;
  if (now >= expiresAt || grantedAt > now + 60_000) {
    clearPreviewGrant();
    return null;
  }
  return { token, grantedAt, expiresAt };
}

/**
 * Stores a grant. The server says when its token expires; counting back 24 hours from that
 * keeps the browser's lifetime and the server's identical even if the clocks disagree a bit.
 */
export function savePreviewGrant(
  token: string,
  serverExpiresAt?: string | null,
  now = Date.now(),
): PreviewGrantState {
  const expires = serverExpiresAt ? Date.parse(serverExpiresAt) : Number.NaN;
  const grantedAt =
    Number.isFinite(expires) && expires > now ? Math.min(now, expires - PREVIEW_ACCESS_MS) : now;
  session.set(STORAGE_KEYS.previewGrant, token);
  session.set(STORAGE_KEYS.previewGrantedAt, String(grantedAt));
  return { token, grantedAt, expiresAt: grantedAt + PREVIEW_ACCESS_MS };
}
