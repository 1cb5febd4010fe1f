import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, Skeleton } from '@/components/ui';

interface FormDisclosureProps {
  /** The link that opens the form, e.g. "Ask about this work". */
  label: string;
  /** The landmark's name, e.g. "Questions about this work". */
  sectionLabel: string;
  /** The form (loaded lazily by the caller); it calls `onSent` with the server's answer. */
  children: (onSent: (message: string) => void) => ReactNode;
  /** Height class of the placeholder while the form's code loads. */
  placeholderClass?: string;
}

/**
 * A link on a page that opens a short form below itself and, once it is sent, says the
 * server's answer in its place: the question about a work and the offer on it. The form's code
 * loads when the visitor opens it, not with the page.
 */
export function FormDisclosure({
  label,
  sectionLabel,
  children,
  placeholderClass = 'h-80',
}: FormDisclosureProps) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const panelId = useId();
  const thanksRef = useRef<HTMLParagraphElement>(null);
  // The form the visitor was in has gone: move focus to the news so it is read out.
  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  return (
    <section aria-label={sectionLabel} className="border-t border-line pt-6">
      <Button
        variant="link"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
      </Button>
      <div id={panelId} hidden={!open} className="mt-5">
        {open &&
          (sent ? (
            <p ref={thanksRef} tabIndex={-1} role="status" className="text-lg focus:outline-none">
              {sent}
            </p>
          ) : (
            <Suspense fallback={<Skeleton className={`${placeholderClass} w-full`} />}>
              {children(setSent)}
            </Suspense>
          ))}
      </div>
    </section>
  );
}
