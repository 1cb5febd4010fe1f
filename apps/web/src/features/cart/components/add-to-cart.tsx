import {
  FRAMING_LABELS,
  FRAMING_OPTIONS,
  formatPrice,
  frameSurcharge,
  type CartArtwork,
  type FramingOption,
} from '@atelier/core';
import { useId, useState } from 'react';
import { Button, Price } from '@/components/ui';
import { useHydrated } from '@/lib/use-hydrated';
import { useFrameCosts } from '../api/get-frame-costs';
import { useFramingEnabled } from '../api/get-framing-enabled';
import { useCartStore } from '../stores/cart-store';

interface AddToCartProps {
  /** The snapshot the cart keeps (docs/product.md §3). */
  artwork: CartArtwork;
}

/**
 * Framing select (only while framing_enabled is true, docs/product.md §9) and the Add to Cart button.
 * Surcharges come from /settings/frame-costs, with the same defaults until they arrive.
 */
export function AddToCart({ artwork }: AddToCartProps) {
  const id = useId();
  const framingEnabled = useFramingEnabled();
  const frameCosts = useFrameCosts();
  const addItem = useCartStore((state) => state.addItem);
  const [framing, setFraming] = useState<FramingOption>('unframed');
  const hydrated = useHydrated();
  // Framing switched off after a choice was made: the work is sold unframed.
  const chosen: FramingOption = framingEnabled ? framing : 'unframed';
  const surcharge = frameSurcharge(chosen, frameCosts);

  const optionLabel = (option: FramingOption) => {
    const cost = frameSurcharge(option, frameCosts);
    return cost > 0 ? `${FRAMING_LABELS[option]} (+${formatPrice(cost)})` : FRAMING_LABELS[option];
  };

  return (
    <div className="flex flex-col gap-4">
      {framingEnabled && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-framing`} className="text-sm font-medium">
            Framing
          </label>
          <select
            id={`${id}-framing`}
            value={framing}
            onChange={(event) => setFraming(event.target.value as FramingOption)}
            // A choice made before the page is hydrated would be lost (decision 016).
            disabled={!hydrated}
            className="min-h-11 w-full border border-line bg-surface px-3 text-base"
          >
            {FRAMING_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {optionLabel(option)}
              </option>
            ))}
          </select>
          {surcharge > 0 && artwork.price !== null && (
            <p className="text-sm text-muted" aria-live="polite">
              Total with framing: <Price amount={artwork.price + surcharge} />
            </p>
          )}
        </div>
      )}
      <Button size="lg" className="w-full" onClick={() => void addItem(artwork, 1, chosen)}>
        Add to Cart
      </Button>
    </div>
  );
}
