import {
  artworkMedium,
  htmlToText,
  isPurchasable,
  postDate,
  readingTime,
  type Artwork,
  type BlogPost,
} from '@atelier/core';
import { absoluteUrl, type SiteInfo } from './site.service';

/** schema.org structured data (JSON-LD) of the public pages. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

export const artistLd = (site: SiteInfo): JsonLd => ({
  '@type': 'Person',
  name: site.name,
  url: `${site.url}/about`,
  jobTitle: 'Painter',
  ...(site.socialUrl ? { sameAs: [site.socialUrl] } : {}),
});

export const websiteLd = (site: SiteInfo, description: string): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'WebSite',
  name: site.name,
  url: `${site.url}/`,
  description,
  publisher: artistLd(site),
});

const inches = (value: number | null) =>
  value ? { '@type': 'QuantitativeValue', value, unitCode: 'INH', unitText: 'in' } : undefined;

const imagesOf = (site: SiteInfo, artwork: Artwork): string[] => {
  const image = artwork.primary_image;
  if (image?.variants.length) return image.variants.map((v) => absoluteUrl(site, v.url));
  return artwork.primary_image_url ? [absoluteUrl(site, artwork.primary_image_url)] : [];
};

/** A painting (schema.org VisualArtwork), with an Offer while it is for sale. */
export function artworkLd(site: SiteInfo, artwork: Artwork, description: string): JsonLd {
  const url = `${site.url}/artwork/${artwork.id}`;
  const forSale = isPurchasable(artwork.availability) && artwork.price !== null;
  const medium = artworkMedium(artwork.material, null);
  return {
    '@context': CONTEXT,
    '@type': 'VisualArtwork',
    '@id': url,
    name: artwork.title,
    url,
    description,
    image: imagesOf(site, artwork),
    artform: 'Painting',
    ...(medium ? { artMedium: medium } : {}),
    ...(artwork.substrate ? { artworkSurface: artwork.substrate } : {}),
    ...(artwork.year_created ? { dateCreated: String(artwork.year_created) } : {}),
    ...(artwork.height ? { height: inches(artwork.height) } : {}),
    ...(artwork.width ? { width: inches(artwork.width) } : {}),
    creator: artistLd(site),
    ...(forSale
      ? {
          offers: {
            '@type': 'Offer',
            price: String(artwork.price),
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
            itemCondition: 'https://schema.org/NewCondition',
            url,
            seller: { '@type': 'Person', name: site.name },
          },
        }
      : {}),
  };
}

/** A blog post (schema.org BlogPosting). */
export function postLd(site: SiteInfo, post: BlogPost, description: string): JsonLd {
  const url = `${site.url}/blog/${encodeURIComponent(post.slug)}`;
  const image = post.featured_image?.url ?? post.featured_image_url ?? post.thumbnail_url;
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description,
    ...(image ? { image: [absoluteUrl(site, image)] } : {}),
    datePublished: postDate(post),
    dateModified: post.updated_at,
    author: { '@type': 'Person', name: post.author_name || site.name, url: `${site.url}/about` },
    publisher: { '@type': 'Person', name: site.name, url: `${site.url}/` },
    ...(post.categories.length
      ? {
          articleSection: post.categories[0]!.name,
          keywords: post.categories.map((c) => c.name).join(', '),
        }
      : {}),
    wordCount: htmlToText(post.content).split(/\s+/).filter(Boolean).length,
    timeRequired: `PT${readingTime(post.content)}M`,
    inLanguage: 'en',
  };
}

/** A listing page (the gallery, the blog): its items in order. */
export function collectionPageLd(
  site: SiteInfo,
  path: string,
  name: string,
  description: string,
  items: { url: string; name: string }[],
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    name,
    description,
    url: `${site.url}${path}`,
    isPartOf: { '@type': 'WebSite', name: site.name, url: `${site.url}/` },
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: item.url,
        name: item.name,
      })),
    },
  };
}

export const profilePageLd = (site: SiteInfo, description: string): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'ProfilePage',
  url: `${site.url}/about`,
  description,
  mainEntity: artistLd(site),
});

export const contactPageLd = (site: SiteInfo, email: string | null): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'ContactPage',
  url: `${site.url}/contact`,
  mainEntity: { ...artistLd(site), ...(email ? { email } : {}) },
});
