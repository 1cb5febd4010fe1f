import {
  artworkDescription,
  isPurchasable,
  pageTitle,
  takesWaitlist,
  type Artwork,
} from '@atelier/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHead, RichText } from '@/components/ui';
import { paths } from '@/lib/paths';
import { useSiteName } from '@/lib/public-settings';
import { ArtworkAvailability } from './artwork-availability';
import { AskAboutWork } from './ask-about-work';
import { ArtworkFacts } from './artwork-facts';
import { ArtworkMedia } from './artwork-media';
import { RelatedArtworks } from './related-artworks';
import { ShareLinks } from './share-links';
import { SimilarWork } from './similar-work';

interface ArtworkViewProps {
  artwork: Artwork;
  /** Renders the purchase control for an available work (from the cart feature). */
  purchase: (artwork: Artwork) => ReactNode;
}

/** The loaded detail page: the painting on the left, its label and notes on the right. */
export function ArtworkView({ artwork, purchase }: ArtworkViewProps) {
  const siteName = useSiteName();
  const firstCollection = artwork.collections[0];
  return (
    <>
      <PageHead
        title={pageTitle(artwork.title, siteName)}
        description={artworkDescription(artwork)}
        image={artwork.primary_image_url}
      />
      <nav aria-label="Breadcrumb" className="mb-8 text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to={paths.artworks()} className="hover:text-ink hover:underline">
              Artwork
            </Link>
          </li>
          {firstCollection && (
            <li className="flex items-center gap-2">
              <span aria-hidden="true">/</span>
              <Link
                to={paths.artworks({ collection: firstCollection.name })}
                className="hover:text-ink hover:underline"
              >
                {firstCollection.name}
              </Link>
            </li>
          )}
        </ol>
      </nav>

      <article className="grid items-start gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
        <ArtworkMedia artwork={artwork} />
        <div className="flex flex-col gap-8 lg:sticky lg:top-8">
          <h1 className="text-4xl leading-tight md:text-5xl">{artwork.title}</h1>
          <ArtworkFacts artwork={artwork} />
          <ArtworkAvailability
            artwork={artwork}
            purchase={isPurchasable(artwork.availability) ? purchase(artwork) : null}
          />
          <ShareLinks title={artwork.title} />
          <AskAboutWork artworkId={artwork.id} />
          {takesWaitlist(artwork.availability) && <SimilarWork artworkId={artwork.id} />}
          {artwork.artist_comments && (
            <section aria-labelledby="artist-notes">
              <h2 id="artist-notes" className="label-caps font-sans">
                Artist&rsquo;s notes
              </h2>
              <RichText html={artwork.artist_comments} className="mt-3" />
            </section>
          )}
          {artwork.accolades.length > 0 && (
            <section aria-labelledby="accolades">
              <h2 id="accolades" className="label-caps font-sans">
                Accolades
              </h2>
              <ul className="mt-3 flex flex-col gap-2 text-sm">
                {artwork.accolades.map((accolade) => (
                  <li key={accolade} className="border-l-2 border-line pl-3">
                    {accolade}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </article>

      <RelatedArtworks artworkId={artwork.id} />
    </>
  );
}
