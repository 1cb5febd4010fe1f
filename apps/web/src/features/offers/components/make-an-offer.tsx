import { acceptsOffers, type Artwork } from '@atelier/core';
import { lazy } from 'react';
import { FormDisclosure } from '@/components/form/form-disclosure';
import { useSiteSettings } from '@/lib/public-settings';

/** The form's code (react-hook-form, zod, the address fields) loads when the visitor opens it. */
const OfferForm = lazy(() => import('./offer-form').then((m) => ({ default: m.OfferForm })));

type OfferableWork = Pick<Artwork, 'id' | 'title' | 'price' | 'availability' | 'offers_enabled'>;

/**
 * "Make an offer" under an available work's price, when the artist takes offers for the whole
 * shop or for this work (decision 032). It opens the offer form below itself and says the
 * server's answer in its place.
 */
export function MakeAnOffer({ artwork }: { artwork: OfferableWork }) {
  const shop = useSiteSettings()?.offers_enabled === true;
  if (artwork.price === null || !acceptsOffers(artwork, shop)) return null;
  const work = { id: artwork.id, title: artwork.title, price: artwork.price };
  return (
    <FormDisclosure
      label="Make an offer"
      sectionLabel="Offers on this work"
      placeholderClass="h-[36rem]"
    >
      {(onSent) => <OfferForm artwork={work} onSent={onSent} />}
    </FormDisclosure>
  );
}
