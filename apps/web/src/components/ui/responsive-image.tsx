import { IMAGE_LAZY_MARGIN, MESSAGES, srcSetOf, type ImageMeta } from '@atelier/core';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';

export interface ResponsiveImageProps {
  /** Server metadata (variants, size, dominant colour); null for images without it. */
  image: ImageMeta | null | undefined;
  /** URL used when there is no metadata (e.g. primary_image_url of older rows). */
  fallbackUrl?: string | null;
  alt: string;
  /** The sizes attribute, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes?: string;
  /** Above the fold (hero, detail image): load at once with high priority. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}

const hasIntersectionObserver = () =>
  typeof window !== 'undefined' && 'IntersectionObserver' in window;

/** Starts true once the element comes within IMAGE_LAZY_MARGIN of the viewport (docs/product.md §2: 50px). */
function useNearViewport(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: IMAGE_LAZY_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * A painting shown whole: space reserved at its aspect ratio with its dominant colour behind
 * (no layout shift), a <picture> of the server's variants (AVIF, then WebP), lazy loading with a 50px margin, and
 * "Image unavailable" in the same box when it fails.
 */
export function ResponsiveImage({
  image,
  fallbackUrl,
  alt,
  sizes = '100vw',
  priority = false,
  className,
  imgClassName,
}: ResponsiveImageProps) {
  const src = image?.url ?? fallbackUrl ?? null;
  // A server-rendered page (decision 016) has its <img loading="lazy"> in the HTML already: it
  // keeps it, and the browser's own lazy loading defers it. Images rendered later in the
  // browser wait for the 50px margin (docs/product.md §2).
  const hydrated = useHydrated();
  const observe = !priority && hydrated && hasIntersectionObserver();
  const { ref, near } = useNearViewport(observe);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  // An image of the server's HTML may have loaded before hydration, its load event unheard.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);
  // A new image gets a new chance (the component may be reused for the next slide).
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setFailed(false);
    setLoaded(false);
  }

  const box: CSSProperties = {
    aspectRatio: image ? `${image.width} / ${image.height}` : undefined,
    backgroundColor: loaded ? undefined : (image?.dominant_color ?? undefined),
  };

  if (!src || failed) {
    return (
      <div
        ref={ref}
        role="img"
        aria-label={alt ? `${alt}: ${MESSAGES.imageUnavailable}` : MESSAGES.imageUnavailable}
        style={{ ...box, aspectRatio: box.aspectRatio ?? '4 / 3' }}
        className={cn(
          'flex w-full items-center justify-center bg-placeholder text-sm text-muted',
          className,
        )}
      >
        <span aria-hidden="true">{MESSAGES.imageUnavailable}</span>
      </div>
    );
  }

  const srcSet = (image && srcSetOf(image)) ?? undefined;
  // AVIF first when the server has made it: the same picture at about half the bytes.
  const avifSrcSet = image ? srcSetOf(image, 'avif') : null;

  return (
    // data-sized: the box keeps the image's place before it loads (styles/index.css holds a
    // server-rendered page's lazy images only in such a box, so nothing moves).
    <div
      ref={ref}
      style={box}
      data-sized={image ? '' : undefined}
      className={cn('relative w-full', className)}
    >
      {near && (
        <picture className="contents">
          {avifSrcSet && <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />}
          <img
            ref={imgRef}
            src={src}
            srcSet={srcSet}
            sizes={srcSet ? sizes : undefined}
            alt={alt}
            width={image?.width}
            height={image?.height}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : undefined}
            onLoad={() => setLoaded(true)}
            onError={() => setFailed(true)}
            className={cn('block h-full w-full object-contain', imgClassName)}
          />
        </picture>
      )}
    </div>
  );
}
