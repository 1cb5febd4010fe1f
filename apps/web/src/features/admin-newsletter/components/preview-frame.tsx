import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

const WIDTHS = { desktop: 640, phone: 375 } as const;
type Width = keyof typeof WIDTHS;
const HEIGHT = 576;

interface PreviewFrameProps {
  /** The email's HTML document; undefined while the first one loads. */
  html: string | undefined;
  busy?: boolean;
  error?: string;
  /** The section's heading: "Preview" in the editor, "What was sent" in a sent issue's report. */
  heading?: string;
  /** Said while there is no HTML yet. */
  empty?: string;
  /** The width shown first: a phone's beside the editor, a desktop's in the wide report. */
  initialWidth?: Width;
}

/** How much the email must shrink to fit `box` (never grown): a phone shows the desktop width whole. */
function useFitScale(width: number) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const room = entry?.contentRect.width ?? 0;
      // A hidden pane (the other tab) measures 0: keep the scale until it shows again.
      if (room > 0) setScale(Math.min(1, room / width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [width]);
  return { boxRef, scale };
}

/**
 * The email at a desktop mail client's width or a phone's, in a sandboxed frame (no scripts):
 * what the collector will see, drawn by the server's own renderer.
 * Narrower than the email, the frame is drawn smaller instead of pushing the page sideways.
 */
export function PreviewFrame({
  html,
  busy,
  error,
  heading = 'Preview',
  empty = 'Write the body to see the email here.',
  initialWidth = 'phone',
}: PreviewFrameProps) {
  const headingId = useId();
  const [width, setWidth] = useState<Width>(initialWidth);
  const px = WIDTHS[width];
  const { boxRef, scale } = useFitScale(px);
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl">
          {heading}
        </h2>
        <div role="group" aria-label="Preview width" className="inline-flex border border-line">
          {(Object.keys(WIDTHS) as Width[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={width === key}
              onClick={() => setWidth(key)}
              className={cn(
                'px-3 py-1.5 text-sm',
                width === key ? 'bg-ink text-paper' : 'hover:bg-placeholder',
              )}
            >
              {key === 'desktop' ? 'Desktop' : 'Phone'}
            </button>
          ))}
        </div>
      </div>
      <p aria-live="polite" className="text-xs text-muted">
        {error ?? (busy ? 'Updating the preview…' : '')}
        {!error && !busy && scale < 1 && html !== undefined
          ? `Shown at ${Math.round(scale * 100)}% to fit.`
          : ''}
      </p>
      <div ref={boxRef} className="overflow-hidden border border-line bg-placeholder">
        {html === undefined ? (
          <p className="p-6 text-sm text-muted">{empty}</p>
        ) : (
          <div
            className="mx-auto overflow-hidden"
            style={{ width: px * scale, height: HEIGHT * scale }}
          >
            <iframe
              title={`Email preview at ${width} width`}
              srcDoc={html}
              // Same origin, so its images pass the uploads' Cross-Origin-Resource-Policy (a
              // sandbox's opaque origin is refused them); still no scripts, forms or popups.
              sandbox="allow-same-origin"
              style={{ width: px, height: HEIGHT, transform: `scale(${scale})` }}
              className="block max-w-none origin-top-left bg-white"
            />
          </div>
        )}
      </div>
    </section>
  );
}
