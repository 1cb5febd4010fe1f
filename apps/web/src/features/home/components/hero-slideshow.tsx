import type { Artwork } from '@atelier/core';
import { useState, type KeyboardEvent } from 'react';
import { useSlideshow } from '../lib/use-slideshow';
import { HeroSlide } from './hero-slide';
import { SlideshowControls } from './slideshow-controls';

/** Height of the stage; the skeleton and the error box reserve exactly the same. */
// Phones: a square-ish frame (full width, at most 62% of the screen) suits landscape and
// portrait paintings alike; desktops: most of the viewport's height beside the words.
export const HERO_STAGE =
  'h-[min(100vw,62svh)] min-h-[18rem] md:h-[min(70vw,60svh)] lg:h-[min(72svh,46rem)]';

/**
 * The home hero (docs/product.md §2): featured paintings, one at a time, cross-fading every 4 s.
 * Follows the WAI-ARIA carousel pattern: labelled slides, arrows, dots and a pause button;
 * the left and right arrow keys also move while focus is inside.
 */
export function HeroSlideshow({ artworks }: { artworks: Artwork[] }) {
  const count = artworks.length;
  const show = useSlideshow(count);
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  if (!seen.has(show.index)) setSeen(new Set(seen).add(show.index));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') show.previous();
    else if (event.key === 'ArrowRight') show.next();
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured artworks"
      onKeyDown={onKeyDown}
      {...show.pauseHandlers}
    >
      {/* Announce slide changes only when the visitor makes them, never every 4 seconds. */}
      <div className={`relative ${HERO_STAGE}`} aria-live={show.rotating ? 'off' : 'polite'}>
        {artworks.map((artwork, i) => (
          <HeroSlide
            key={artwork.id}
            artwork={artwork}
            position={i + 1}
            count={count}
            active={i === show.index}
            priority={i === 0}
            load={seen.has(i) || i === (show.index + 1) % count}
          />
        ))}
      </div>
      {count > 1 ? (
        <SlideshowControls
          artworks={artworks}
          index={show.index}
          rotating={show.rotating}
          onPrevious={show.previous}
          onNext={show.next}
          onSelect={show.goTo}
          onToggleRotation={show.toggleRotation}
        />
      ) : (
        <div className="mt-3 h-12" />
      )}
    </section>
  );
}
