import { useParams } from 'react-router';
import { ArtworkDetail } from '@/features/artwork/components/artwork-detail';
import { AddToCart } from '@/features/cart/components/add-to-cart';
import { MakeAnOffer } from '@/features/offers/components/make-an-offer';

/**
 * /artwork/{id}: the artwork feature's detail with the cart feature's purchase control and,
 * when the artist takes offers, the offers feature's "Make an offer".
 */
export function Component() {
  const { id } = useParams();
  return (
    <ArtworkDetail
      // A new id is a new page: the image viewer, framed toggle and framing choice start afresh.
      key={id}
      rawId={id}
      purchase={(artwork) => (
        <>
          <AddToCart
            artwork={{
              id: artwork.id,
              title: artwork.title,
              price: artwork.price,
              primary_image_url: artwork.primary_image_url,
            }}
          />
          <MakeAnOffer artwork={artwork} />
        </>
      )}
    />
  );
}
