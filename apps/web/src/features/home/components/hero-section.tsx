import { Link } from 'react-router';
import { ErrorBlock, Skeleton, SkeletonStack } from '@/components/ui';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useFeaturedArtworks } from '../api/get-featured-artworks';
import { HERO_STAGE, HeroSlideshow } from './hero-slideshow';

interface HeroSectionProps {
  heading: string;
  subheading: string;
  /** Page content is still loading: reserve the words' space instead of flashing fallbacks. */
  textPending: boolean;
}

/** Words on one side, the work on the other (stacked on phones); the page's only h1. */
export function HeroSection({ heading, subheading, textPending }: HeroSectionProps) {
  const featured = useFeaturedArtworks();
  return (
    <section
      aria-label="Introduction"
      className="mx-auto grid max-w-(--container-page) items-center gap-8 px-5 pt-8 md:px-10 md:pt-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,5fr)] lg:gap-14"
    >
      <div className="lg:pb-16">
        {textPending ? (
          // Shaped like a three- to four-line heading and its subheading, so the words
          // arriving move nothing below them.
          <div aria-hidden="true">
            <SkeletonStack
              className="flex flex-col gap-2"
              shapes={[
                'h-[2.9rem] w-full md:h-[3.5rem]',
                'h-[2.9rem] w-5/6 md:h-[3.5rem]',
                'h-[2.9rem] w-2/3 md:h-[3.5rem]',
                'hidden h-[3.5rem] w-1/2 lg:block',
              ]}
            />
            <Skeleton className="mt-4 h-[1.875rem] w-3/4 lg:h-[3.75rem]" />
          </div>
        ) : (
          <>
            <h1 className="text-4xl md:text-5xl">{heading}</h1>
            <p className="mt-4 text-lg text-muted">{subheading}</p>
          </>
        )}
        <Link
          to={paths.artworks()}
          className="mt-8 inline-block text-sm tracking-(--tracking-label) uppercase underline decoration-line underline-offset-8 hover:text-accent hover:decoration-accent"
        >
          View the work
        </Link>
      </div>
      <div className="-mx-5 md:mx-0">
        {featured.isPending ? (
          <div role="status" aria-label="Loading featured artworks">
            <Skeleton className={cn(HERO_STAGE, 'w-full')} />
            <div className="mt-3 h-12" />
          </div>
        ) : featured.isError ? (
          <div className={cn(HERO_STAGE, 'flex items-center justify-center px-5')}>
            <ErrorBlock
              message="The featured paintings could not be loaded."
              onRetry={() => void featured.refetch()}
            />
          </div>
        ) : featured.data.length > 0 ? (
          <HeroSlideshow artworks={featured.data} />
        ) : (
          <p className="border border-line bg-surface px-6 py-16 text-center text-muted">
            New paintings are on their way.{' '}
            <Link to={paths.artworks()} className="text-accent underline">
              Browse the gallery
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
