import {
  cartSubtotal,
  FRAMING_LABELS,
  lineTotal,
  MESSAGES,
  pageTitle,
  type CartItem,
  type FrameCosts,
} from '@atelier/core';
import { Link } from 'react-router';
import { buttonClasses, PageHead, Price } from '@/components/ui';
import { useFrameCosts } from '@/features/cart/api/get-frame-costs';
import { useCartStore } from '@/features/cart/stores/cart-store';
import { paths, withQuery } from '@/lib/paths';
import { useSiteName } from '@/lib/public-settings';

/** The contact link carries the titles, so the enquiry arrives saying what it is about. */
const enquiryLink = (items: CartItem[]) =>
  withQuery(paths.contact(), {
    subject:
      `Purchase enquiry: ${items.map((i) => i.artwork?.title || MESSAGES.unknownArtwork).join(', ')}`.slice(
        0,
        200,
      ),
  });

function SummaryLine({ item, frameCosts }: { item: CartItem; frameCosts: FrameCosts }) {
  const title = item.artwork?.title || MESSAGES.unknownArtwork;
  const image = item.artwork?.primary_image_url;
  return (
    <li className="flex gap-4 py-5">
      {image ? (
        <img
          src={image}
          alt=""
          width={64}
          height={64}
          className="size-16 shrink-0 bg-placeholder object-contain"
        />
      ) : (
        <span aria-hidden="true" className="size-16 shrink-0 bg-placeholder" />
      )}
      <div className="min-w-0 flex-1">
        <Link
          to={paths.artwork(item.artwork_id)}
          className="font-display text-xl leading-tight hover:text-accent"
        >
          {title}
        </Link>
        <p className="text-sm text-muted">
          {FRAMING_LABELS[item.framing_option] ?? item.framing_option} · Qty {item.quantity}
        </p>
      </div>
      <Price amount={lineTotal(item, frameCosts)} className="shrink-0" />
    </li>
  );
}

/**
 * /checkout (lazy). Until secure checkout lands: the cart summary (subtotal by the core rule,
 * frame costs from the server) and a clear way to buy now, by message.
 */
export function Component() {
  const siteName = useSiteName();
  const items = useCartStore((state) => state.items);
  const frameCosts = useFrameCosts();

  return (
    <div className="mx-auto max-w-3xl px-5 py-12 md:py-20">
      <PageHead title={pageTitle('Checkout', siteName)} />
      <meta name="robots" content="noindex" />
      <h1 className="text-4xl md:text-5xl">Checkout</h1>
      {items.length === 0 ? (
        <div className="mt-10 flex flex-col items-start gap-6 border-t border-line pt-10">
          <p className="font-display text-2xl">{MESSAGES.cartEmpty}</p>
          <Link to={paths.artworks()} className={buttonClasses('secondary')}>
            {MESSAGES.browseArtwork}
          </Link>
        </div>
      ) : (
        <>
          <section aria-labelledby="order-summary" className="mt-10">
            <h2 id="order-summary" className="label-caps font-sans">
              Order summary
            </h2>
            <ul className="mt-2 divide-y divide-line border-y border-line">
              {items.map((item) => (
                <SummaryLine key={item.artwork_id} item={item} frameCosts={frameCosts} />
              ))}
            </ul>
            <div className="flex items-baseline justify-between py-5">
              <span className="text-sm tracking-wide uppercase">Subtotal</span>
              <Price amount={cartSubtotal(items, frameCosts)} className="font-display text-3xl" />
            </div>
            <p className="text-sm text-muted">{MESSAGES.shippingNote}</p>
          </section>
          <section
            aria-labelledby="how-to-buy"
            className="mt-10 space-y-4 border border-line bg-surface p-6 md:p-8"
          >
            <h2 id="how-to-buy" className="text-2xl">
              Secure online checkout is coming soon
            </h2>
            <p>
              To buy now, send a message with your enquiry. I will confirm availability, framing and
              shipping to you, and send a secure payment link, usually within{' '}
              <span className="whitespace-nowrap">2-3 business days</span>.
            </p>
            <div className="flex flex-wrap gap-3">
              <Link to={enquiryLink(items)} className={buttonClasses('primary')}>
                Contact to purchase
              </Link>
              <Link to={paths.artworks()} className={buttonClasses('secondary')}>
                Continue browsing
              </Link>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
