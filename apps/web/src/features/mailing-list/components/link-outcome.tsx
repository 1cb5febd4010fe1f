import { useEffect, useRef, type ReactNode } from 'react';

interface LinkOutcomeProps {
  heading: string;
  /** The server's message (or error), read out as part of the news. */
  message?: string;
  tone?: 'neutral' | 'success' | 'error';
  children?: ReactNode;
}

/**
 * The page's heading and message for an email link (verify, unsubscribe). When the heading
 * changes the visitor's situation changed, so focus moves to it and it is read out.
 */
export function LinkOutcome({ heading, message, tone = 'neutral', children }: LinkOutcomeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(heading);
  useEffect(() => {
    // Not on arrival (the page has just loaded and focus belongs at its start): only on change.
    if (shown.current === heading) return;
    shown.current = heading;
    headingRef.current?.focus();
  }, [heading]);

  return (
    <div className="space-y-6">
      <h1 ref={headingRef} tabIndex={-1} className="text-4xl focus:outline-none md:text-5xl">
        {heading}
      </h1>
      {message && (
        <p
          role={tone === 'error' ? 'alert' : undefined}
          className={tone === 'error' ? 'text-lg text-danger' : 'text-lg'}
        >
          {message}
        </p>
      )}
      {children}
    </div>
  );
}
