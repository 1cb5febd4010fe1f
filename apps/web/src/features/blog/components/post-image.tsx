import type { BlogPost } from '@atelier/core';
import { FittedImage } from '@/components/ui/fitted-image';
import { cn } from '@/lib/cn';

interface PostImageProps {
  post: Pick<BlogPost, 'featured_image' | 'featured_image_url' | 'thumbnail_url'>;
  sizes: string;
  className?: string;
  priority?: boolean;
}

/**
 * A card's picture in a consistent 3:2 frame. Posts are often illustrated with paintings, so
 * the picture is fitted whole on a quiet ground rather than cropped to fill the frame. It is
 * decorative (alt=""): the card's title right beside it names the post.
 */
export function PostImage({ post, sizes, className, priority }: PostImageProps) {
  const frame = cn('aspect-[3/2] bg-surface', className);
  // The featured image has server metadata (srcset, size, colour); a bare thumbnail has not.
  const image = post.featured_image;
  const fallbackUrl = image ? null : (post.thumbnail_url ?? post.featured_image_url);
  if (!image && !fallbackUrl) return <div aria-hidden="true" className={frame} />;
  return (
    <FittedImage
      image={image}
      fallbackUrl={fallbackUrl}
      alt=""
      sizes={sizes}
      priority={priority}
      className={frame}
    />
  );
}
