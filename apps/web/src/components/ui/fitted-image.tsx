import type { ImageMeta } from '@atelier/core';
import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import { ResponsiveImage } from './responsive-image';

interface FittedImageProps {
  image: ImageMeta | null | undefined;
  fallbackUrl?: string | null;
  alt: string;
  sizes?: string;
  priority?: boolean;
  /** Where the picture sits in a frame of another shape: bottom aligns titles under a row. */
  align?: 'center' | 'bottom';
  /** The frame's size: an aspect class (aspect-[3/2]) or a height; it must be definite. */
  className?: string;
  style?: CSSProperties;
}

/**
 * A painting shown whole inside a frame of a fixed shape (hero stage, card row): the frame
 * reserves its space before anything loads, and the picture is scaled to fit it, never
 * cropped. The frame is a size container, so the picture's box is
 * min(frame width, frame height × aspect ratio) and keeps its own dominant-colour placeholder.
 */
export function FittedImage({
  image,
  fallbackUrl,
  alt,
  sizes,
  priority,
  align = 'center',
  className,
  style,
}: FittedImageProps) {
  const ratio = image && image.height > 0 ? image.width / image.height : null;
  return (
    <div
      style={style}
      className={cn(
        'flex w-full justify-center [container-type:size]',
        align === 'bottom' ? 'items-end' : 'items-center',
        className,
      )}
    >
      <div
        // Without metadata the ratio is unknown: fill the frame and let object-contain fit it.
        className={ratio ? undefined : 'h-full w-full'}
        style={ratio ? { width: `min(100cqw, calc(100cqh * ${ratio}))` } : undefined}
      >
        <ResponsiveImage
          image={image}
          fallbackUrl={fallbackUrl}
          alt={alt}
          sizes={sizes}
          priority={priority}
          className={ratio ? undefined : 'h-full'}
        />
      </div>
    </div>
  );
}
