import { lazy } from 'react';
import { FormDisclosure } from '@/components/form/form-disclosure';

/** The form's code (react-hook-form, zod) loads when the visitor opens it, not with the page. */
const InquiryForm = lazy(() => import('./inquiry-form').then((m) => ({ default: m.InquiryForm })));

/**
 * "Ask about this work", on every artwork page, sold and unavailable works too: it opens a
 * short form below itself, and once sent says the server's thanks in its place.
 */
export function AskAboutWork({ artworkId }: { artworkId: number }) {
  return (
    <FormDisclosure label="Ask about this work" sectionLabel="Questions about this work">
      {(onSent) => <InquiryForm artworkId={artworkId} onSent={onSent} />}
    </FormDisclosure>
  );
}
