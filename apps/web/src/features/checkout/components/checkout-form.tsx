import { MESSAGES, type CartItem, type CheckoutOptions, type UnavailableLine } from '@atelier/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  AddressFields,
  addressLabels,
  showServerFieldErrors,
  schemaResolver,
} from '@/components/form';
import { paths, withQuery } from '@/lib/paths';
import { errorMessage } from '@/lib/toast';
import { quoteQueryOptions, useQuote } from '../api/get-quote';
import { usePlaceOrder } from '../api/place-order';
import {
  CheckoutFields,
  emptyCheckoutForm,
  type CheckoutFieldsOutput,
  type CheckoutFormValues,
} from '../lib/checkout-form';
import { quoteOfCart } from '../lib/current-quote';
import { cartOverLimit, holdLimitOf } from '../lib/hold-limit';
import { leaveForPayment } from '../lib/leave-for-payment';
import { rememberPlacedOrder } from '../lib/placed-order';
import { unavailableLines } from '../lib/unavailable';
import { checkoutLines, useQuoteRequest } from '../lib/use-quote-request';
import { ContactFields } from './contact-fields';
import { CartOverLimitNote, HoldLimitMessage } from './hold-limit-note';
import { OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import type { LineCallbacks } from './summary-line';

interface CheckoutFormProps extends LineCallbacks {
  options: CheckoutOptions;
  items: CartItem[];
}

const FIELDS = new Set(
  Object.keys(emptyCheckoutForm('US')).flatMap((key) =>
    key === 'shipping_address'
      ? Object.keys(emptyCheckoutForm('US').shipping_address).map((k) => `${key}.${k}`)
      : [key],
  ),
);

/**
 * The checkout: contact and shipping details beside the cart and its live quote. Placing the
 * order holds the works; with Stripe the buyer goes on to pay there, otherwise straight to the
 * success page with the artist's payment instructions. Works the server refuses (sold or
 * reserved meanwhile) are named on their lines, before any payment.
 */
export function CheckoutForm({ options, items, ...lineCallbacks }: CheckoutFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const place = usePlaceOrder();
  const [submitError, setSubmitError] = useState<ReactNode>(null);
  const [refused, setRefused] = useState<{ key: string; lines: UnavailableLine[] } | null>(null);
  const [leaving, setLeaving] = useState(false);
  // A ref, not state: a second press in the same tick must already see the first one.
  const submitting = useRef(false);

  const { register, handleSubmit, setValue, setError, control, formState } = useForm<
    CheckoutFormValues,
    unknown,
    CheckoutFieldsOutput
  >({
    // The inputs hold text ('' for empty); the schema's output is what the API takes.
    resolver: schemaResolver(CheckoutFields) as unknown as Resolver<
      CheckoutFormValues,
      unknown,
      CheckoutFieldsOutput
    >,
    defaultValues: emptyCheckoutForm(options.domestic_country),
    mode: 'onTouched',
  });
  const [country, region, postalCode] = useWatch({
    control,
    name: ['shipping_address.country', 'shipping_address.region', 'shipping_address.postal_code'],
  });

  const request = useQuoteRequest(
    items,
    { country, region, postal_code: postalCode },
    options.framing_enabled,
  );
  const quote = useQuote(request);
  const linesKey = JSON.stringify(request?.lines ?? []);
  // Refusals of the last attempt apply only to the cart they were about.
  const orderRefused = refused?.key === linesKey ? refused.lines : [];
  const problems = orderRefused.length ? orderRefused : unavailableLines(quote.error);
  const labels = addressLabels(country);
  const busy = place.isPending || leaving;
  const overLimit = cartOverLimit(items, options.max_held_works);
  const blocked = problems.length > 0 || !quote.data || quote.isError || overLimit !== null;
  const priced = problems.length === 0 ? quoteOfCart(items, quote.data) : undefined;
  const taxNeeds = labels.regions && !region ? labels.region.toLowerCase() : null;

  // Back from Stripe through the browser's back button: the page comes from the cache as it was left.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      submitting.current = false;
      setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const onFailure = (error: unknown) => {
    const lines = unavailableLines(error);
    if (lines.length > 0) {
      setRefused({ key: linesKey, lines });
      // The quote may be older than the refusal: ask again so both say the same.
      void queryClient.invalidateQueries({
        queryKey: quoteQueryOptions(request!).queryKey.slice(0, 2),
      });
      document.getElementById('order-summary')?.scrollIntoView({ block: 'start' });
      return;
    }
    const holdLimit = holdLimitOf(error);
    if (holdLimit) {
      setSubmitError(<HoldLimitMessage breach={holdLimit} />);
      return;
    }
    const shown = showServerFieldErrors(error, setError, (path) =>
      FIELDS.has(path) ? (path as FieldPath<CheckoutFormValues>) : undefined,
    );
    if (shown === 0) setSubmitError(errorMessage(error, MESSAGES.unexpectedError));
  };

  const submit = async (values: CheckoutFieldsOutput) => {
    if (submitting.current || blocked) return;
    submitting.current = true;
    setSubmitError(null);
    try {
      const placed = await place.mutateAsync({
        ...values,
        lines: checkoutLines(items, options.framing_enabled),
      });
      rememberPlacedOrder(placed.order.token);
      if (placed.payment.provider === 'stripe') {
        // Stays busy until the browser has left for Stripe.
        setLeaving(true);
        leaveForPayment(placed.payment.checkout_url);
        return;
      }
      await navigate(withQuery(paths.checkoutSuccess(), { order: placed.order.token }));
    } catch (error) {
      submitting.current = false;
      onFailure(error);
    }
  };
  // handleSubmit is applied per submit event (not while rendering): it validates, then submits.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(submit)(event);

  return (
    <>
      {overLimit && <CartOverLimitNote breach={overLimit} />}
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)] lg:gap-16">
        <div className="lg:col-start-2 lg:row-start-1">
          <div className="lg:sticky lg:top-8">
            <OrderSummary
              items={items}
              quote={quote.data}
              updating={quote.isPlaceholderData || (quote.isFetching && !quote.isPending)}
              problems={problems}
              error={quote.error}
              onRetry={() => void quote.refetch()}
              framingEnabled={options.framing_enabled}
              taxNeeds={taxNeeds}
              {...lineCallbacks}
            />
          </div>
        </div>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Checkout details"
          className="space-y-10 lg:col-start-1 lg:row-start-1"
        >
          <ContactFields register={register} errors={formState.errors} />
          <AddressFields
            options={options}
            country={country}
            register={register}
            setValue={setValue}
            errors={formState.errors}
          />
          <PaymentSection
            options={options}
            busy={busy}
            blocked={blocked}
            error={submitError}
            total={priced ? { amount: priced.total, beforeTax: Boolean(taxNeeds) } : null}
          />
        </form>
      </div>
    </>
  );
}
