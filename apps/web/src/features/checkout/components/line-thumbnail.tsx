interface LineThumbnailProps {
  /** The work's picture, or null when it has none (the square stays, blank). */
  src: string | null;
  /** Its side in pixels: 64 on a placed order's lines, 80 in the summary under review. */
  size: 64 | 80;
}

/** A work's picture on an order line, fitted in a square so every line lines up. */
export function LineThumbnail({ src, size }: LineThumbnailProps) {
  return (
    <div
      className={`flex ${size === 64 ? 'size-16' : 'size-20'} shrink-0 items-center justify-center bg-placeholder`}
    >
      {src && (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          className="max-h-full max-w-full object-contain"
        />
      )}
    </div>
  );
}
