import { useState } from 'react';
import { cn } from '@/lib/cn';

const WIDTHS = { desktop: 640, phone: 375 } as const;
type Width = keyof typeof WIDTHS;

interface PreviewFrameProps {
  /** The email's HTML document; undefined while the first preview loads. */
  html: string | undefined;
  busy?: boolean;
  error?: string;
}

/**
 * The email at a desktop mail client's width or a phone's, in a sandboxed frame (no scripts,
 * no same-origin access): what the collector will see, drawn by the server's own renderer.
 */
export function PreviewFrame({ html, busy, error }: PreviewFrameProps) {
  const [width, setWidth] = useState<Width>('desktop');
  return (
    <section aria-labelledby="newsletter-preview-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="newsletter-preview-heading" className="text-xl">
          Preview
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
      </p>
      <div className="overflow-x-auto border border-line bg-placeholder p-3">
        {html === undefined ? (
          <p className="p-6 text-sm text-muted">Write the body to see the email here.</p>
        ) : (
          <iframe
            title={`Email preview at ${width} width`}
            srcDoc={html}
            sandbox=""
            style={{ width: WIDTHS[width] }}
            className="mx-auto block h-[36rem] max-w-none bg-white"
          />
        )}
      </div>
    </section>
  );
}
