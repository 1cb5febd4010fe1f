import { canMoveOffer, pageTitle, type BuyerOffer } from '@atelier/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FormFailure } from '@/components/form';
import { Button, buttonClasses, ErrorBlock, PageHead, Price, SkeletonText } from '@/components/ui';
import { FittedImage } from '@/components/ui/fitted-image';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSiteName } from '@/lib/public-settings';
import { errorMessage, serverMessage } from '@/lib/toast';
import { useAcceptCounter, useBuyerOffer } from '../api/buyer-offer';

/**
 * /offers/:token, from the buyer's emails: where their offer stands, the artist's counter-offer
 * to accept, and once accepted the link to pay for the reservation.
 */
export function OfferPage({ token }: { token: string }) {
  const siteName = useSiteName();
  const offer = useBuyerOffer(token);
  const notFound =
    offer.error instanceof ApiError && (offer.error.status === 404 || offer.error.status === 400);

  return (
    <div className="mx-auto max-w-2xl px-5 py-12 md:px-10 md:py-20">
      <PageHead title={pageTitle('Your offer', siteName)} noindex />
      {offer.data ? (
        <OfferState offer={offer.data} token={token} />
      ) : notFound ? (
        <div className="space-y-6">
          <h1 className="text-4xl md:text-5xl">Offer not found</h1>
          <p className="text-lg">
            We could not find an offer at this address. Please use the link in your email, or get in
            touch and we will look it up for you.
          </p>
          <Link to={paths.contact()} className={buttonClasses('secondary')}>
            Get in touch
          </Link>
        </div>
      ) : offer.isError ? (
        <div className="space-y-6">
          <h1 className="text-4xl md:text-5xl">Your offer</h1>
          <ErrorBlock
            message={errorMessage(offer.error, 'We could not load your offer.')}
            onRetry={() => void offer.refetch()}
          />
        </div>
      ) : (
        <div aria-busy="true" className="space-y-6">
          <h1 className="text-4xl md:text-5xl">Your offer</h1>
          <SkeletonText lines={4} />
        </div>
      )}
    </div>
  );
}

function OfferState({ offer, token }: { offer: BuyerOffer; token: string }) {
  const accept = useAcceptCounter(token);
  const newsRef = useRef<HTMLParagraphElement>(null);
  // Accepting replaces the button the buyer pressed: move focus to what happened.
  useEffect(() => {
    if (accept.isSuccess) newsRef.current?.focus();
  }, [accept.isSuccess]);

  return (
    <div className="space-y-8">
      {/* The painting itself, whole, in a frame of fixed height: a portrait does not push the
          offer below the fold, and the space is kept before the picture loads. */}
      <FittedImage
        image={offer.artwork_image}
        fallbackUrl={offer.artwork_image_url}
        alt={offer.artwork_title}
        sizes="(min-width: 768px) 42rem, 100vw"
        priority
        align="bottom"
        className="h-64 justify-start md:h-80"
      />
      <h1 className="text-4xl leading-tight md:text-5xl">Your offer on {offer.artwork_title}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-8 gap-y-2 text-lg">
        <dt className="text-muted">Your offer</dt>
        <dd>
          <Price amount={offer.amount} />
        </dd>
        {offer.counter_amount !== null && (
          <>
            <dt className="text-muted">The artist’s price</dt>
            <dd>
              <Price amount={offer.counter_amount} />
            </dd>
          </>
        )}
      </dl>
      <p ref={newsRef} tabIndex={-1} className="text-lg focus:outline-none">
        {statusText(offer)}
      </p>
      {canMoveOffer(offer.status, 'accepted', 'buyer') && offer.counter_amount !== null && (
        <div className="space-y-4">
          {accept.isError && (
            <FormFailure>
              {serverMessage(accept.error, 'We could not accept the offer. Please try again.')}
            </FormFailure>
          )}
          <Button
            onClick={() => accept.mutate()}
            loading={accept.isPending}
            loadingLabel="Reserving"
          >
            Accept <Price amount={offer.counter_amount} />
          </Button>
        </div>
      )}
      {offer.status === 'accepted' && offer.payment_path && (
        <Link to={offer.payment_path} className={buttonClasses('primary')}>
          Pay for your order
        </Link>
      )}
      {offer.status === 'declined' && (
        <Link to={paths.contact()} className={buttonClasses('secondary')}>
          Get in touch
        </Link>
      )}
    </div>
  );
}

function statusText(offer: BuyerOffer): string {
  switch (offer.status) {
    case 'open':
      return 'The artist has your offer and will answer by email.';
    case 'countered':
      return `The artist proposes another price. Accept it and ${offer.artwork_title} is reserved for you, with a private link to pay.`;
    case 'accepted':
      return `Accepted: ${offer.artwork_title} is reserved for you${
        offer.order_number ? ` as order ${offer.order_number}` : ''
      }. The order’s page has the total with shipping and tax, and how to pay.`;
    case 'declined':
      return 'This offer was declined. You are welcome to get in touch about the work.';
    case 'withdrawn':
      return 'This offer was withdrawn.';
  }
}
