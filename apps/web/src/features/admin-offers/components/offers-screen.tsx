import { formatPrice, type OfferWithWork } from '@atelier/core';
import { useState } from 'react';
import { AdminPageHeader, ConfirmDialog, DataTableSkeleton, EmptyState } from '@/components/admin';
import { QueryState } from '@/components/ui';
import { errorMessage, notify } from '@/lib/toast';
import { useAnswerOffer, useOffers, useWorkInquiries } from '../api/offers';
import { InquiriesTable } from './inquiries-table';
import { AnswerOfferDialog } from './answer-offer-dialog';
import { OfferThreadDialog } from './offer-thread-dialog';
import { OffersTable, type OfferAction } from './offers-table';

/**
 * /admin/offers: collectors' offers (decision 032), newest first, and below them the latest
 * questions about works (read and answered in the inbox). The artist accepts one
 * (the work is reserved for the buyer, who gets a payment link), counters with a price, or
 * declines with a note; every answer is emailed to the buyer.
 */
export function OffersScreen() {
  const query = useOffers();
  const inquiries = useWorkInquiries();
  const answer = useAnswerOffer();
  const [asking, setAsking] = useState<{ offer: OfferWithWork; action: OfferAction } | null>(null);
  const close = () => setAsking(null);
  // A written answer (counter or decline) opens its dialog.
  const writing =
    asking?.action === 'counter' || asking?.action === 'decline'
      ? { offer: asking.offer, kind: asking.action }
      : null;

  const send = (offer: OfferWithWork, action: Answer, body?: { amount?: number; note?: string }) =>
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

  return (
    <>
      <AdminPageHeader
        title="Offers & inquiries"
        description="Prices collectors proposed for your works. Accepting reserves the work for the buyer and emails them a link to pay. Each offer’s thread keeps what was said, with your replies."
      />
      <QueryState
        query={query}
        loading={<DataTableSkeleton columns={6} rows={4} />}
        isEmpty={(offers) => offers.length === 0}
        empty={
          <EmptyState title="No offers yet">
            When offers are turned on in Settings (or on a work), visitors can make one on available
            works.
          </EmptyState>
        }
      >
        {(offers) => (
          <OffersTable
            offers={offers}
            busy={query.isFetching && !query.isPending}
            onAction={(offer, action) => setAsking({ offer, action })}
          />
        )}
      </QueryState>
      <section aria-labelledby="inquiries-heading" className="mt-12 space-y-4">
        <h2 id="inquiries-heading" className="text-2xl">
          Questions about works
        </h2>
        <QueryState
          query={inquiries}
          loading={<DataTableSkeleton columns={4} rows={2} />}
          isEmpty={(page) => page.data.length === 0}
          empty={
            <EmptyState title="No questions yet">
              Visitors ask from any artwork page with “Ask about this work”.
            </EmptyState>
          }
        >
          {(page) => <InquiriesTable messages={page.data} />}
        </QueryState>
      </section>
      {asking?.action === 'accept' && (
        <ConfirmDialog
          open
          title={`Reserve “${asking.offer.artwork_title}” for ${asking.offer.name}?`}
          confirmLabel={`Accept ${formatPrice(asking.offer.amount)}`}
          cancelLabel="Not yet"
          onConfirm={() => send(asking.offer, 'accept').catch(() => undefined)}
          onCancel={close}
        >
          The work is held for them while they pay, and they get an email with a private link to pay{' '}
          {formatPrice(asking.offer.amount)} plus shipping and tax.
        </ConfirmDialog>
      )}
      {asking?.action === 'thread' && <OfferThreadDialog offer={asking.offer} onClose={close} />}
      {writing && (
        <AnswerOfferDialog
          kind={writing.kind}
          offer={writing.offer}
          onAnswer={(values) => send(writing.offer, writing.kind, values)}
          onCancel={close}
        />
      )}
    </>
  );
}

/** The actions that answer the offer (the thread only shows it). */
type Answer = Exclude<OfferAction, 'thread'>;

const DONE: Record<Answer, (offer: OfferWithWork) => string> = {
  accept: (o) => `“${o.artwork_title}” is reserved for ${o.name}`,
  counter: (o) => `Counter-offer sent to ${o.name}`,
  decline: (o) => `Offer from ${o.name} declined`,
};
