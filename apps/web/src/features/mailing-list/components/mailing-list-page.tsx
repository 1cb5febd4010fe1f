import { mailingListHead } from '@atelier/core';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageHead, Skeleton } from '@/components/ui';
import { useSiteName } from '@/lib/public-settings';
import { NewsletterArchive } from './newsletter-archive';
import { UnsubscribeConfirm } from './unsubscribe-confirm';
import { VerifySubscription } from './verify-subscription';
import { WaitlistLink } from './waitlist-link';

/** The form's code (react-hook-form, zod) loads right after the page, in a box of its height
 * (measured at 390 and 1280 px). */
const SubscribeForm = lazy(() =>
  import('./subscribe-form').then((m) => ({ default: m.SubscribeForm })),
);

/**
 * /mailing-list: the signup page, and the landing of the links in newsletter emails
 * (?verify=<token>, ?unsubscribe=<token>) and of the waitlist's (?waitlist=<token> confirms,
 * ?leave-waitlist=<token> leaves).
 */
export function MailingListPage() {
  const siteName = useSiteName();
  const [searchParams] = useSearchParams();
  const verifyToken = searchParams.get('verify')?.trim();
  const unsubscribeToken = searchParams.get('unsubscribe')?.trim();
  const waitlistToken = searchParams.get('waitlist')?.trim();
  const leaveWaitlistToken = searchParams.get('leave-waitlist')?.trim();

  return (
    <div className="mx-auto max-w-2xl px-5 py-12 md:py-20">
      <PageHead {...mailingListHead(siteName)} />
      {/* A key per token: a second link opened in the same tab starts from scratch. */}
      {verifyToken ? (
        <VerifySubscription key={verifyToken} token={verifyToken} />
      ) : unsubscribeToken ? (
        <UnsubscribeConfirm key={unsubscribeToken} token={unsubscribeToken} />
      ) : waitlistToken ? (
        <WaitlistLink key={waitlistToken} token={waitlistToken} action="confirm" />
      ) : leaveWaitlistToken ? (
        <WaitlistLink key={leaveWaitlistToken} token={leaveWaitlistToken} action="leave" />
      ) : (
        <div className="space-y-10">
          <header className="space-y-5">
            <p className="label-caps">Newsletter</p>
            <h1 className="text-4xl md:text-5xl">Mailing List</h1>
            <p className="text-lg">
              A few letters a year: new paintings before they are shown anywhere else, exhibition
              openings and notes from the studio.
            </p>
            <p className="text-muted">
              You will get an email to confirm your address. Every letter has a one-click
              unsubscribe link.
            </p>
          </header>
          <Suspense fallback={<Skeleton className="h-[22.75rem] w-full sm:h-[16.75rem]" />}>
            <SubscribeForm />
          </Suspense>
          <NewsletterArchive />
        </div>
      )}
    </div>
  );
}
