import {
  FRAMING_LABELS,
  FRAMING_OPTIONS,
  MESSAGES,
  type CartItem,
  type FramingOption,
  type QuoteLine,
  type UnavailableLine,
} from '@atelier/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { MinusIcon, PlusIcon, Price, Skeleton, textLinkClasses } from '@/components/ui';
import { paths } from '@/lib/paths';
import { unavailableReason } from '../lib/unavailable';
import { LineThumbnail } from './line-thumbnail';
import { cn } from '@/lib/cn';

export interface LineCallbacks {
  onRemove: (artworkId: number) => void;
  onQuantityChange: (artworkId: number, quantity: number) => void;
  onFramingChange: (artworkId: number, framing: FramingOption) => void;
}

interface SummaryLineProps extends LineCallbacks {
  item: CartItem;
  /** The server's price of this line; undefined while it is being priced or when refused. */
  priced: QuoteLine | undefined;
  /** Why the server refused this line, if it did. */
  problem: UnavailableLine | undefined;
  framingEnabled: boolean;
  /** A quote for this cart is on its way: hold the price's place. */
  pricing: boolean;
}

const stepButton =
  'inline-flex size-9 items-center justify-center border border-line hover:border-ink disabled:opacity-40 disabled:hover:border-line';

/** One work under review: picture, title, framing, quantity and the server's price, or why it cannot be bought. */
export function SummaryLine({
  item,
  priced,
  problem,
  framingEnabled,
  pricing,
  ...on
}: SummaryLineProps) {
  const id = useId();
  const title = priced?.title || item.artwork?.title || problem?.title || MESSAGES.unknownArtwork;
  const image = priced?.image_url ?? item.artwork?.primary_image_url ?? null;
  const framing = framingEnabled ? item.framing_option : 'unframed';

  return (
    <li className="flex gap-4 py-5" aria-describedby={problem ? `${id}-problem` : undefined}>
      <LineThumbnail src={image} size={80} />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-baseline justify-between gap-3">
          <Link
            to={paths.artwork(item.artwork_id)}
            className="font-display text-xl leading-tight hover:text-accent"
          >
            {title}
          </Link>
          {priced ? (
            <Price amount={priced.line_total} className="shrink-0" />
          ) : pricing ? (
            <Skeleton className="h-5 w-16 shrink-0" />
          ) : null}
        </div>
        {priced && (
          <p className="text-sm text-muted tabular-nums">
            <Price amount={priced.unit_price} />
            {priced.frame_surcharge > 0 && (
              <>
                {' + '}
                <Price amount={priced.frame_surcharge} /> frame
              </>
            )}
            {priced.quantity > 1 && ` × ${priced.quantity}`}
          </p>
        )}
        {problem ? (
          <div id={`${id}-problem`} className="space-y-2">
            <p className="text-sm font-medium text-danger">{unavailableReason(problem)}</p>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              <button
                type="button"
                onClick={() => on.onRemove(item.artwork_id)}
                aria-label={`Remove ${title} from cart`}
                className={cn('text-sm font-medium', textLinkClasses)}
              >
                Remove from cart
              </button>
              {problem.reason === 'insufficient_stock' && problem.available > 0 && (
                <button
                  type="button"
                  onClick={() => on.onQuantityChange(item.artwork_id, problem.available)}
                  className={cn('text-sm', textLinkClasses)}
                >
                  Change quantity to {problem.available}
                </button>
              )}
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {framingEnabled ? (
              <>
                <label htmlFor={`${id}-framing`} className="sr-only">
                  Framing for {title}
                </label>
                <select
                  id={`${id}-framing`}
                  value={framing}
                  onChange={(event) =>
                    on.onFramingChange(item.artwork_id, event.target.value as FramingOption)
                  }
                  className="min-h-9 border border-line bg-surface px-2 text-sm"
                >
                  {FRAMING_OPTIONS.map((option) => (
                    <option key={option} value={option}>
                      {FRAMING_LABELS[option]}
                    </option>
                  ))}
                </select>
              </>
            ) : (
              <span className="text-sm text-muted">{FRAMING_LABELS.unframed}</span>
            )}
            <div role="group" aria-label={`Quantity of ${title}`} className="flex items-center">
              <button
                type="button"
                className={stepButton}
                disabled={item.quantity <= 1}
                aria-label={`Decrease quantity of ${title}`}
                onClick={() => on.onQuantityChange(item.artwork_id, item.quantity - 1)}
              >
                <MinusIcon width={16} height={16} />
              </button>
              <span className="min-w-8 text-center text-sm tabular-nums">{item.quantity}</span>
              <button
                type="button"
                className={stepButton}
                aria-label={`Increase quantity of ${title}`}
                onClick={() => on.onQuantityChange(item.artwork_id, item.quantity + 1)}
              >
                <PlusIcon width={16} height={16} />
              </button>
            </div>
            <button
              type="button"
              onClick={() => on.onRemove(item.artwork_id)}
              aria-label={`Remove ${title} from cart`}
              className="text-sm text-muted underline underline-offset-4 hover:text-ink"
            >
              Remove
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
