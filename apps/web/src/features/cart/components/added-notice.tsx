import { MESSAGES, TOAST_DURATION_MS } from '@atelier/core';
import { useEffect, useState } from 'react';
import { useCartStore } from '../stores/cart-store';

/**
 * "Added to cart!" under the cart panel's title, for as long as a toast lasts and looking like
 * one (black, white text). It is part of the panel, not a layer above it: a toast floating over
 * the panel covered its title (decision 051). The live region is always there, so screen
 * readers hear each new message.
 */
export function AddedNotice() {
  const addedAt = useCartStore((state) => state.addedAt);
  // The add whose time is up: shown is the latest add until then.
  const [expired, setExpired] = useState<number | null>(null);
  useEffect(() => {
    if (addedAt === null) return;
    const timer = setTimeout(
      () => setExpired(addedAt),
      Math.max(0, addedAt + TOAST_DURATION_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [addedAt]);
  const shownFor = addedAt !== null && addedAt !== expired ? addedAt : null;

  return (
    <div role="status" aria-live="polite" className="px-6">
      {shownFor !== null && (
        <p
          key={shownFor}
          className="mt-4 rounded-md bg-black px-4 py-2.5 text-sm text-white motion-safe:animate-fade-in"
        >
          {MESSAGES.addedToCart}
        </p>
      )}
    </div>
  );
}
