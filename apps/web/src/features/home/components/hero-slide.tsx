import { IMAGE_SIZES, type Artwork } from '@atelier/core';
import { Link } from 'react-router';
import { FittedImage } from '@/components/ui/fitted-image';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

interface HeroSlideProps {
  artwork: Artwork;
  position: number;
  count: number;
  active: boolean;
  /** Only the first slide is the page's priority image; later ones load when their turn nears. */
  priority: boolean;
  /** False until the slide is shown or next in line, so hidden slides cost no bandwidth. */
  load: boolean;
}

/**
 * One painting of the hero, whole, linking to its page. Slides are stacked and cross-fade
 * (docs/design.md: the hero fades rather than slides); hidden ones are inert, so neither the
 * keyboard nor a screen reader lands on a painting nobody can see.
 */
export function HeroSlide({ artwork, position, count, active, priority, load }: HeroSlideProps) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}`}
      aria-hidden={!active || undefined}
      inert={!active}
      className={cn(
        'absolute inset-0 grid grid-rows-[minmax(0,1fr)_auto] transition-opacity duration-300 ease-(--ease-gallery)',
        active ? 'z-10 opacity-100' : 'opacity-0',
      )}
    >
      <Link to={paths.artwork(artwork.id)} className="block min-h-0 focus-visible:outline-offset-2">
        {load ? (
          <FittedImage
            image={artwork.primary_image}
            fallbackUrl={artwork.primary_image_url}
            alt={artwork.title}
            sizes={IMAGE_SIZES.hero}
            priority={priority}
            className="h-full"
          />
        ) : (
          <span className="sr-only">{artwork.title}</span>
        )}
      </Link>
      <p className="mt-4 flex items-baseline justify-center gap-3 text-center">
        <span className="font-display text-xl italic">{artwork.title}</span>
        {artwork.year_created && <span className="label-caps">{artwork.year_created}</span>}
      </p>
    </div>
  );
}
