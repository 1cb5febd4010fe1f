import { artworkImage, IMAGE_SIZES, type Artwork } from '@atelier/core';
import { lazy, Suspense, useState } from 'react';
import { ResponsiveImage } from '@/components/ui';
import { cn } from '@/lib/cn';

/**
 * The zoom viewer (dialog, zoom and pan) is its own chunk: nobody needs it before they reach
 * for the painting, so it starts loading when the pointer or focus comes to the opener.
 */
const loadViewer = () => import('./image-viewer');
const ImageViewer = lazy(() => loadViewer().then((m) => ({ default: m.ImageViewer })));
const preloadViewer = () => void loadViewer().catch(() => undefined);

/** The detail image never grows taller than most of the screen, so its label stays in reach. */
const MAX_HEIGHT = '78vh';
/** The same sizes the server preloads the image with (one download). */
const SIZES = IMAGE_SIZES.artworkDetail;

/**
 * The painting whole (priority load), a button that opens the zoom viewer, and the
 * "Artwork Only" / "Framed View" toggle when a framed photograph exists (docs/product.md §2).
 */
export function ArtworkMedia({ artwork }: { artwork: Artwork }) {
  const [framed, setFramed] = useState(false);
  const [viewing, setViewing] = useState(false);
  const hasFramed = Boolean(artwork.framed_image_url || artwork.framed_image);
  const image = artworkImage(artwork, framed && hasFramed);
  const ratio = image ? image.width / image.height : 4 / 3;
  const alt = framed ? `${artwork.title}, framed` : artwork.title;

  return (
    <div className="flex flex-col items-center gap-5">
      <div className="w-full" style={{ maxWidth: `calc(${ratio} * ${MAX_HEIGHT})` }}>
        {image ? (
          <button
            type="button"
            onClick={() => setViewing(true)}
            onPointerEnter={preloadViewer}
            onFocus={preloadViewer}
            aria-haspopup="dialog"
            aria-label={`Zoom into ${alt}`}
            className="group relative block w-full cursor-zoom-in"
          >
            <ResponsiveImage key={image.url} image={image} alt={alt} sizes={SIZES} priority />
            {/* The only overlay on a painting, and only on hover or focus (docs/design.md). */}
            <span
              aria-hidden="true"
              className="absolute right-3 bottom-3 bg-paper/90 px-2.5 py-1 text-xs tracking-wide opacity-0 transition-opacity duration-150 group-hover:opacity-100 group-focus-visible:opacity-100"
            >
              Zoom
            </span>
          </button>
        ) : (
          <ResponsiveImage image={null} alt={alt} priority />
        )}
      </div>

      {hasFramed && (
        <div role="group" aria-label="View" className="inline-flex border border-line">
          {[false, true].map((value) => (
            <button
              key={String(value)}
              type="button"
              aria-pressed={framed === value}
              onClick={() => setFramed(value)}
              className={cn(
                'min-h-10 px-4 text-sm transition-colors duration-150',
                framed === value ? 'bg-ink text-paper' : 'text-ink hover:bg-placeholder',
              )}
            >
              {value ? 'Framed View' : 'Artwork Only'}
            </button>
          ))}
        </div>
      )}

      {viewing && image && (
        <Suspense fallback={null}>
          <ImageViewer
            image={image}
            alt={alt}
            title={artwork.title}
            onClose={() => setViewing(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
