import { contactHead } from '@atelier/core';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHead, Skeleton } from '@/components/ui';
import { useSiteName } from '@/lib/public-settings';
import { useHydrated } from '@/lib/use-hydrated';
import { ContactDetails } from './contact-details';
import { ContactSuccess } from './contact-success';

/**
 * The form (react-hook-form and the shared zod schemas, ~40 KB gzip) loads on its own, right
 * after the page: the heading and the contact details paint without waiting for it (the
 * first-load budget, decision 012). Its box keeps the form's height meanwhile.
 */
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

/** docs/product.md §2 Contact: information plus the form; on success "Thank You!" (docs/product.md §4). */
export function ContactPage() {
  const siteName = useSiteName();
  const [searchParams] = useSearchParams();
  // ?subject= prefills the subject (the checkout page's "enquire to purchase" link).
  const initialSubject = searchParams.get('subject')?.slice(0, 200) ?? undefined;
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const hydrated = useHydrated();
  const formSkeleton = <Skeleton className="h-[37.5rem] w-full sm:h-[31.5rem]" />;
  // A new key mounts a fresh, empty form after "Send another message".
  const [formKey, setFormKey] = useState(0);

  return (
    <div className="mx-auto grid max-w-(--container-page) gap-12 px-5 py-12 md:grid-cols-[5fr_7fr] md:gap-16 md:px-10 md:py-20 lg:gap-24">
      <PageHead {...contactHead(siteName)} />
      <header className="space-y-6">
        <p className="label-caps">Get in touch</p>
        <h1 className="text-4xl md:text-5xl">Contact</h1>
        <ContactDetails />
      </header>
      <section aria-label="Send a message" className="min-w-0">
        {!hydrated ? (
          // The server renders the form's box: a form is shown once it works (decision 016).
          formSkeleton
        ) : sentMessage === null ? (
          <Suspense fallback={formSkeleton}>
            <ContactForm
              key={formKey}
              initialSubject={formKey === 0 ? initialSubject : undefined}
              autoFocus={formKey > 0}
              onSent={setSentMessage}
            />
          </Suspense>
        ) : (
          <ContactSuccess
            message={sentMessage}
            onSendAnother={() => {
              setFormKey((key) => key + 1);
              setSentMessage(null);
            }}
          />
        )}
      </section>
    </div>
  );
}
