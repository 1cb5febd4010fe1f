import { HERO_INTERVAL_MS } from '@atelier/core';
import { useEffect, useState, type FocusEvent } from 'react';
import { useDocumentHidden } from './use-document-hidden';
import { usePrefersReducedMotion } from './use-reduced-motion';

/** 'auto' follows the visitor's motion setting until they press pause or play themselves. */
type Rotation = 'auto' | 'playing' | 'paused';

/**
 * State of the hero slideshow (docs/product.md §2, §9): advances every HERO_INTERVAL_MS, but not while
 * the pointer is over it, focus is inside it or the tab is hidden, and not on its own at all
 * when the visitor prefers reduced motion (WCAG 2.2.2: moving content can be paused).
 */
export function useSlideshow(count: number) {
  const [index, setIndex] = useState(0);
  const [rotation, setRotation] = useState<Rotation>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hidden = useDocumentHidden();
  const reducedMotion = usePrefersReducedMotion();

  const rotating = rotation === 'playing' || (rotation === 'auto' && !reducedMotion);
  const running = rotating && count > 1 && !hovered && !focused && !hidden;
  // The list can shrink after a refetch; never point past its end.
  const active = count > 0 ? index % count : 0;

  useEffect(() => {
    if (!running) return;
    // A new timer per slide: moving by hand restarts the full interval.
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), HERO_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [running, active, count]);

  const goTo = (target: number) => setIndex(((target % count) + count) % count);

  return {
    index: active,
    rotating,
    goTo,
    next: () => goTo(active + 1),
    previous: () => goTo(active - 1),
    toggleRotation: () => setRotation(rotating ? 'paused' : 'playing'),
    /** Spread on the slideshow's root element. */
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
