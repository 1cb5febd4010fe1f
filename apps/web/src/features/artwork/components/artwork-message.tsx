import { MESSAGES } from '@atelier/core';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/lib/paths';

/** "Invalid artwork ID" or "Artwork not found" with the way back to the gallery (docs/product.md §2). */
export function ArtworkMessage({ title, body }: { title: string; body: string }) {
  return (
    <div className="flex flex-col items-start gap-6 py-16">
      <h1 className="text-4xl md:text-5xl">{title}</h1>
      <p className="max-w-prose text-muted">{body}</p>
      <Link to={paths.artworks()} className={buttonClasses('secondary')}>
        {MESSAGES.backToGallery}
      </Link>
    </div>
  );
}
