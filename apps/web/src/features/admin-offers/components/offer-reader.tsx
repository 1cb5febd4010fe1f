import { formatPrice, offerAnswers, type OfferAnswer, type OfferWithWork } from '@atelier/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog, EmptyState, longDate } from '@/components/admin';
import { Button, QueryState, Skeleton, SkeletonText } from '@/components/ui';
import { adminPaths } from '@/lib/admin-paths';
import { errorMessage, notify } from '@/lib/toast';
import { useAnswerOffer, useOffers } from '../api/offers';
import { AnswerOfferDialog } from './answer-offer-dialog';
import { OfferStatusBadge } from './offer-status-badge';
import { OfferThreadDialog } from './offer-thread-dialog';

export type OfferAction = OfferAnswer | 'thread';

const LABELS: Record<OfferAction, string> = {
  accept: 'Accept',
  counter: 'Counter',
  decline: 'Decline',
  thread: 'Thread and reply',
};

const DONE: Record<OfferAnswer, (offer: OfferWithWork) => string> = {
  accept: (o) => `“${o.artwork_title}” is reserved for ${o.name}`,
  counter: (o) => `Counter-offer sent to ${o.name}`,
  decline: (o) => `Offer from ${o.name} declined`,
};

interface OfferReaderProps {
  id: number;
  /** The inbox without this offer open (phones show one or the other). */
  backHref: string;
}

/**
 * One offer, opened from the inbox (decision 051): buyer, work, amounts and state, and the
 * answers the offer lifecycle still allows (accept reserves the work and emails a link to pay;
 * counter and decline are written). The thread, with a written reply, is open on every offer.
 */
export function OfferReader({ id, backHref }: OfferReaderProps) {
  const query = useOffers();
  const back = (
    <Link to={backHref} className="mb-4 inline-block text-sm text-muted hover:text-ink lg:hidden">
      ← Inbox
    </Link>
  );
  return (
    <QueryState
      query={query}
      loading={
        <div aria-hidden="true" className="space-y-4 border border-line bg-surface p-6">
          <Skeleton className="h-7 w-1/2" />
          <SkeletonText lines={4} />
        </div>
      }
      failure="Could not load the offer"
    >
      {(offers) => {
        const offer = offers.find((o) => o.id === id);
        return offer ? (
          <OfferDetails offer={offer} back={back} />
        ) : (
          <div>
            {back}
            <EmptyState title="Offer not found">
              It may be older than the offers kept here.
            </EmptyState>
          </div>
        );
      }}
    </QueryState>
  );
}

function OfferDetails({ offer, back }: { offer: OfferWithWork; back: React.ReactNode }) {
  const answer = useAnswerOffer();
  const [asking, setAsking] = useState<OfferAction | null>(null);
  const close = () => setAsking(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening an offer moves focus to it, as opening a message does.
  useEffect(() => headingRef.current?.focus(), [offer.id]);

  const send = (action: OfferAnswer, body?: { amount?: number; note?: string }) =>
    answer
      .mutateAsync({
        id: offer.id,
        answer:
          action === 'accept'
            ? { action }
            : action === 'counter'
              ? { action, body: { amount: body!.amount!, note: body?.note } }
              : { action, body: { note: body?.note } },
      })
      .then(() => {
        notify.success(DONE[action](offer));
        close();
      })
      .catch((error: unknown) => {
        notify.error(errorMessage(error, 'The answer could not be sent'));
        throw error;
      });

  const actions: OfferAction[] = [...offerAnswers(offer.status), 'thread'];
  return (
    <article aria-labelledby="offer-heading" className="border border-line bg-surface p-5 md:p-8">
      {back}
      <div className="space-y-1 border-b border-line pb-4">
        <h2
          id="offer-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl focus:outline-none md:text-3xl"
        >
          {formatPrice(offer.amount)} for {offer.artwork_title}
        </h2>
        <p className="text-sm">
          Offer from <span className="font-medium">{offer.name}</span>{' '}
          <a
            href={`mailto:${offer.email}`}
            className="break-all text-accent underline-offset-4 hover:underline"
          >
            {offer.email}
          </a>
        </p>
        <p className="text-sm">
          On{' '}
          <Link
            to={adminPaths.artworkEdit(offer.artwork_id)}
            className="text-accent underline-offset-4 hover:underline"
          >
            {offer.artwork_title}
          </Link>
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
          <time dateTime={offer.created_at}>{longDate(offer.created_at)}</time>
          <OfferStatusBadge offer={offer} />
          {offer.counter_amount !== null && (
            <span>Your price {formatPrice(offer.counter_amount)}</span>
          )}
          {offer.order_id !== null && offer.order_number && (
            <Link to={adminPaths.order(offer.order_id)} className="text-accent hover:underline">
              Order {offer.order_number}
            </Link>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 py-4">
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'accept' ? 'primary' : action === 'thread' ? 'ghost' : 'secondary'}
            size="sm"
            onClick={() => setAsking(action)}
          >
            {LABELS[action]}
          </Button>
        ))}
      </div>
      <p className="max-w-prose text-base leading-relaxed break-words whitespace-pre-wrap">
        {offer.note || 'No note with the offer.'}
      </p>
      {asking === 'accept' && (
        <ConfirmDialog
          open
          title={`Reserve “${offer.artwork_title}” for ${offer.name}?`}
          confirmLabel={`Accept ${formatPrice(offer.amount)}`}
          cancelLabel="Not yet"
          onConfirm={() => send('accept').catch(() => undefined)}
          onCancel={close}
        >
          The work is held for them while they pay, and they get an email with a private link to pay{' '}
          {formatPrice(offer.amount)} plus shipping and tax.
        </ConfirmDialog>
      )}
      {asking === 'thread' && <OfferThreadDialog offer={offer} onClose={close} />}
      {(asking === 'counter' || asking === 'decline') && (
        <AnswerOfferDialog
          kind={asking}
          offer={offer}
          onAnswer={(values) => send(asking, values)}
          onCancel={close}
        />
      )}
    </article>
  );
}
