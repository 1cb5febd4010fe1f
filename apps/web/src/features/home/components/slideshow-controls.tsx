import type { Artwork } from '@atelier/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui';
import { cn } from '@/lib/cn';

interface SlideshowControlsProps {
  artworks: Artwork[];
  index: number;
  rotating: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
  onToggleRotation: () => void;
}

const iconButton =
  'inline-flex size-11 items-center justify-center text-ink transition-colors duration-150 hover:text-accent';

/** Previous/next arrows, one dot per slide (aria-current on the shown one) and pause/play. */
export function SlideshowControls(props: SlideshowControlsProps) {
  const { artworks, index, rotating } = props;
  return (
    <div className="mt-3 flex h-12 items-center justify-center gap-1 sm:gap-2">
      <button
        type="button"
        className={iconButton}
        onClick={props.onPrevious}
        aria-label="Previous slide"
      >
        <ChevronLeftIcon width={22} height={22} />
      </button>
      <ul className="flex items-center">
        {artworks.map((artwork, i) => (
          <li key={artwork.id}>
            <button
              type="button"
              aria-label={`Go to slide ${i + 1}: ${artwork.title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => props.onSelect(i)}
              // 24px targets on phones (WCAG 2.5.8), roomier from sm up.
              className="group inline-flex size-6 items-center justify-center sm:size-8"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block size-2 rounded-full border border-ink transition-colors duration-150',
                  i === index ? 'bg-ink' : 'bg-transparent group-hover:bg-muted',
                )}
              />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={iconButton} onClick={props.onNext} aria-label="Next slide">
        <ChevronRightIcon width={22} height={22} />
      </button>
      <button
        type="button"
        onClick={props.onToggleRotation}
        // The visible word starts the name (WCAG 2.5.3 label in name).
        aria-label={rotating ? 'Pause slideshow' : 'Play slideshow'}
        className="min-h-11 px-2 text-xs sm:ml-2 tracking-(--tracking-label) text-muted uppercase hover:text-accent"
      >
        {rotating ? 'Pause' : 'Play'}
      </button>
    </div>
  );
}
