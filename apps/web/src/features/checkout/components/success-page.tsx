import { pageTitle, type OrderStatus } from '@atelier/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorBlock, PageHead } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useSiteName } from '@/lib/public-settings';
import { errorMessage } from '@/lib/toast';
import { useOrder } from '../api/get-order';
import { consumePlacedOrder } from '../lib/placed-order';
import { OrderConfirmation } from './order-confirmation';
import { OrderNotFound } from './order-not-found';
import { SuccessSkeleton } from './success-skeleton';

/** Statuses that mean the order went through: the cart it came from is done with. */
const PLACED: ReadonlySet<OrderStatus> = new Set([
  'pending_payment',
  'paid',
  'shipped',
  'delivered',
]);

interface SuccessPageProps {
  /** Empties the cart (the route passes the cart feature's clear). Called once per placed order. */
  onOrderPlaced: () => void;
}

/**
 * /checkout/success?order=<token>[&session_id=...]: the order number, lines, totals and next
 * steps. Only a read: reloading it shows the same order and never places anything.
 */
export function SuccessPage({ onOrderPlaced }: SuccessPageProps) {
  const siteName = useSiteName();
  const [params] = useSearchParams();
  const token = params.get('order');
  const sessionId = params.get('session_id');
  const order = useOrder(token, sessionId);
  const notFound =
    !token ||
    (order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400));

  useEffect(() => {
    if (token && order.data && PLACED.has(order.data.status) && consumePlacedOrder(token)) {
      onOrderPlaced();
    }
  }, [token, order.data, onOrderPlaced]);

  return (
    <div className="mx-auto max-w-4xl px-5 py-12 md:px-10 md:py-20">
      <PageHead
        title={pageTitle(order.data ? `Order ${order.data.number}` : 'Your order', siteName)}
        noindex
      />
      {notFound ? (
        <OrderNotFound />
      ) : order.data ? (
        <OrderConfirmation order={order.data} backFromStripe={sessionId !== null} />
      ) : order.isError ? (
        <div className="space-y-6">
          <h1 className="text-4xl md:text-5xl">Your order</h1>
          <ErrorBlock
            message={errorMessage(order.error, 'We could not load your order.')}
            onRetry={() => void order.refetch()}
          />
        </div>
      ) : (
        <>
          <h1 className="sr-only">Your order</h1>
          <SuccessSkeleton />
        </>
      )}
    </div>
  );
}
