import {
  FRAMING_LABELS,
  FRAMING_OPTIONS,
  formatPrice,
  frameSurcharge,
  type CartItem,
  type FrameCosts,
  type FramingOption,
} from '@atelier/core';
import { Link } from 'react-router';
import { Price, MinusIcon, PlusIcon } from '@/components/ui';
import { paths } from '@/lib/paths';
import { useCartStore } from '../stores/cart-store';

interface CartLineProps {
  item: CartItem;
  frameCosts: FrameCosts;
  framingEnabled: boolean;
  /** Follows a link inside the panel: the panel closes before navigating. */
  onNavigate: () => void;
}

const UNKNOWN_TITLE = 'Unknown Artwork';

export function CartLine({ item, frameCosts, framingEnabled, onNavigate }: CartLineProps) {
  const updateQuantity = useCartStore((state) => state.updateQuantity);
  const updateFraming = useCartStore((state) => state.updateFraming);
  const removeItem = useCartStore((state) => state.removeItem);
  const title = item.artwork?.title || UNKNOWN_TITLE;
  const image = item.artwork?.primary_image_url;
  const surcharge = frameSurcharge(item.framing_option, frameCosts);
  const framingId = `cart-framing-${item.artwork_id}`;

  return (
    <li className="flex gap-4 py-5">
      <Link
        to={paths.artwork(item.artwork_id)}
        onClick={onNavigate}
        tabIndex={-1}
        aria-hidden="true"
        className="shrink-0"
      >
        {image ? (
          <img
            src={image}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            className="size-20 bg-placeholder object-contain"
          />
        ) : (
          <span data-testid="cart-thumbnail-placeholder" className="block size-20 bg-placeholder" />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-3">
          <Link
            to={paths.artwork(item.artwork_id)}
            onClick={onNavigate}
            className="font-display text-lg leading-tight hover:text-accent"
          >
            {title}
          </Link>
          <Price amount={item.artwork?.price ?? null} className="shrink-0 text-sm" />
        </div>
        {framingEnabled ? (
          <div className="flex items-center gap-2 text-sm">
            <label htmlFor={framingId} className="text-muted">
              Framing
            </label>
            <select
              id={framingId}
              value={item.framing_option}
              onChange={(event) =>
                updateFraming(item.artwork_id, event.target.value as FramingOption)
              }
              className="border border-line bg-surface px-2 py-1 text-sm"
            >
              {FRAMING_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {FRAMING_LABELS[option]}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="text-sm text-muted">
            {FRAMING_LABELS[item.framing_option] ?? item.framing_option}
          </p>
        )}
        {surcharge > 0 && (
          <p className="text-xs text-muted">+ {formatPrice(surcharge)} framing per piece</p>
        )}
        <div className="mt-1 flex items-center justify-between">
          <div
            className="inline-flex items-center border border-line"
            role="group"
            aria-label={`Quantity of ${title}`}
          >
            <button
              type="button"
              aria-label={`Decrease quantity of ${title}`}
              disabled={item.quantity <= 1}
              onClick={() => updateQuantity(item.artwork_id, item.quantity - 1)}
              className="inline-flex size-9 items-center justify-center hover:bg-placeholder disabled:cursor-not-allowed disabled:opacity-40"
            >
              <MinusIcon width={16} height={16} />
            </button>
            <span className="min-w-8 text-center text-sm tabular-nums" aria-live="polite">
              {item.quantity}
            </span>
            <button
              type="button"
              aria-label={`Increase quantity of ${title}`}
              onClick={() => updateQuantity(item.artwork_id, item.quantity + 1)}
              className="inline-flex size-9 items-center justify-center hover:bg-placeholder"
            >
              <PlusIcon width={16} height={16} />
            </button>
          </div>
          <button
            type="button"
            onClick={() => removeItem(item.artwork_id)}
            aria-label={`Remove ${title} from cart`}
            className="text-sm text-muted underline underline-offset-4 hover:text-danger"
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
