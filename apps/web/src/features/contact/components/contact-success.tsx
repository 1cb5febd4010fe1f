import { MESSAGES } from '@atelier/core';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui';

interface ContactSuccessProps {
  /** The server's thank-you message (docs/product.md §8). */
  message: string;
  onSendAnother: () => void;
}

/** docs/product.md §4: the form is replaced by "Thank You!" until the visitor asks for a new form. */
export function ContactSuccess({ message, onSendAnother }: ContactSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in has gone: move focus to the news so it is read out.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="space-y-5 border border-line bg-surface px-6 py-10 md:px-10">
      <h2 ref={headingRef} tabIndex={-1} className="text-4xl focus:outline-none">
        {MESSAGES.contactThankYou}
      </h2>
      <p className="text-lg">{message}</p>
      <Button variant="link" onClick={onSendAnother}>
        {MESSAGES.sendAnotherMessage}
      </Button>
    </div>
  );
}
