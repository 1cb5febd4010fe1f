import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import {
  clearPreviewGrant,
  readPreviewGrant,
  savePreviewGrant,
  type PreviewGrantState,
} from '../lib/preview-grant';

export interface PreviewAccess {
  granted: boolean;
  /** When the grant ends (epoch ms), or null without one. */
  expiresAt: number | null;
  /** Changes with every new grant: part of query keys so gated lists refetch with the token. */
  version: number;
  grant: (token: string, serverExpiresAt?: string | null) => void;
  /** Drops the grant (the server refused it). */
  revoke: () => void;
}

/**
 * Preview access for the current view. It is re-read from storage whenever `scope` (the chosen
 * collection) changes, as docs/product.md §4 asks, and it lapses on its own when the 24 hours are up.
 */
export function usePreviewAccess(scope: string): PreviewAccess {
  const [state, setState] = useState(() => ({ scope, grant: readPreviewGrant() }));
  // Re-evaluate during render when the scope changes (no effect, no extra paint).
  if (state.scope !== scope) setState({ scope, grant: readPreviewGrant() });
  // The grant is in sessionStorage, which the server never sees: a hydrating render has none,
  // like the server's HTML, and the grant counts from the next render on.
  const hydrated = useHydrated();
  const grant: PreviewGrantState | null = hydrated ? state.grant : null;

  useEffect(() => {
    if (!grant) return;
    const timer = window.setTimeout(
      () => setState((s) => ({ ...s, grant: readPreviewGrant() })),
      // setTimeout overflows beyond ~24.8 days; a grant lasts 24 hours.
      Math.max(0, grant.expiresAt - Date.now()) + 50,
    );
    return () => window.clearTimeout(timer);
  }, [grant]);

  const grantAccess = useCallback((token: string, serverExpiresAt?: string | null) => {
    setState((s) => ({ ...s, grant: savePreviewGrant(token, serverExpiresAt) }));
  }, []);
  const revoke = useCallback(() => {
    clearPreviewGrant();
    setState((s) => ({ ...s, grant: null }));
  }, []);

  return {
    granted: grant !== null,
    expiresAt: grant?.expiresAt ?? null,
    version: grant?.grantedAt ?? 0,
    grant: grantAccess,
    revoke,
  };
}
