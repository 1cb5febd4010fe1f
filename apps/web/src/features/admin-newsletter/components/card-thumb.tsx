import { cn } from '@/lib/cn';

/**
 * A card's picture in the editor and the picker: the image whole in a fixed square, so rows
 * never jump. Decorative: the title beside it names the work.
 */
export function CardThumb({ url, className }: { url: string | null; className?: string }) {
  return (
    <span
      className={cn('flex size-14 shrink-0 items-center justify-center bg-placeholder', className)}
    >
      {url ? (
        <img
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          className="max-h-full max-w-full object-contain"
        />
      ) : (
        <span className="text-2xs text-muted">No image</span>
      )}
    </span>
  );
}
