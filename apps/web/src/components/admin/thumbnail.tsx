import { cn } from '@/lib/cn';

/**
 * A small picture for lists and pickers: the image whole (object-contain) in a fixed square,
 * so rows never jump. Decorative: the title beside it names what it shows. `size` is the
 * square's Tailwind size class.
 */
export function Thumbnail({ url, size = 'size-12' }: { url: string | null; size?: string }) {
  return (
    <span className={cn('flex shrink-0 items-center justify-center bg-placeholder', size)}>
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
