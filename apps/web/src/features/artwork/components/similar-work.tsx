import { lazy } from 'react';
import { FormDisclosure } from '@/components/form/form-disclosure';

const WaitlistForm = lazy(() =>
  import('./waitlist-form').then((m) => ({ default: m.WaitlistForm })),
);

/**
 * "Tell me about similar work", on a sold work or one held for a buyer: an email address joins the waitlist of the
 * work's collections, confirmed by email; a new work in one of them is then announced to it.
 */
export function SimilarWork({ artworkId }: { artworkId: number }) {
  return (
    <FormDisclosure
      label="Tell me about similar work"
      sectionLabel="Similar work"
      placeholderClass="h-44"
    >
      {(onSent) => <WaitlistForm artworkId={artworkId} onSent={onSent} />}
    </FormDisclosure>
  );
}
