import {
  IMAGE_SIZES,
  MESSAGES,
  PAGE_TABLE,
  aboutContentQuery,
  aboutHead,
  artworkDescription,
  artworkId,
  artworkImage,
  artworkQuery,
  artworksQuery,
  collectionsQuery,
  featuredArtworksQuery,
  findCollection,
  galleryArtworks,
  galleryHead,
  galleryParams,
  homeHead,
  isGatedCollection,
  pageContentQuery,
  pageTitle,
  recentPostsQuery,
  relatedArtworksQuery,
  studioArtworkQuery,
  type Artwork,
} from '@atelier/core';
import { socialImage } from './images.serialize';
import { artworkLd, collectionPageLd, profilePageLd, websiteLd } from './json-ld.serialize';
import { plainView, type PageViewBuilder } from './page-view.serialize';

const artworkSocialImage = (artwork: Artwork | undefined | null) => {
  if (!artwork) return null;
  const image = socialImage(artwork.primary_image, artwork.primary_image_url);
  return image ? { ...image, alt: artwork.title } : null;
};

const preloadOf = (artwork: Artwork | undefined | null, sizes: string) => {
  const image = artwork ? artworkImage(artwork) : null;
  return image ? { image, sizes } : null;
};

export const homeView: PageViewBuilder = async ({ site, read }) => {
  const [content, featured] = await Promise.all([
    read(pageContentQuery('home')),
    read(featuredArtworksQuery()),
    read(recentPostsQuery()),
  ]);
  const head = homeHead(content, site.name);
  const first = featured?.data[0];
  return {
    status: 200,
    ...head,
    canonicalPath: PAGE_TABLE.home.path(),
    type: 'website',
    image: artworkSocialImage(first),
    jsonLd: [websiteLd(site, head.description)],
    preload: preloadOf(first, IMAGE_SIZES.hero),
  };
};

export const aboutView: PageViewBuilder = async ({ site, read }) => {
  const [content, artwork] = await Promise.all([
    read(aboutContentQuery()),
    read(studioArtworkQuery()),
  ]);
  const head = aboutHead(content, site.name);
  return {
    status: 200,
    ...head,
    canonicalPath: PAGE_TABLE.about.path(),
    type: 'profile',
    image: artworkSocialImage(artwork),
    jsonLd: [profilePageLd(site, head.description)],
    preload: preloadOf(artwork, IMAGE_SIZES.aboutPortrait),
  };
};

export const galleryView: PageViewBuilder = async ({ site, url, read }) => {
  const params = galleryParams(url.searchParams);
  const collections = await read(collectionsQuery());
  const current = findCollection(collections, params.collection);
  const gated = isGatedCollection(collections, params.collection);
  // The preview collection's works are never written into a page.
  const works = gated ? undefined : await read(artworksQuery(galleryArtworks(params)));

  const head = galleryHead(current, site.name);
  const path = PAGE_TABLE.artworks.path({
    collection: current?.name,
    available: params.available,
    page: params.page,
  });
  const list = works?.data ?? [];
  return {
    status: 200,
    ...head,
    canonicalPath: params.collection && !current ? PAGE_TABLE.artworks.path() : path,
    type: 'website',
    image: artworkSocialImage(list[0]),
    jsonLd: gated
      ? []
      : [
          collectionPageLd(
            site,
            path,
            head.title,
            head.description,
            list.map((a) => ({
              url: `${site.url}${PAGE_TABLE.artwork.path(a.id)}`,
              name: a.title,
            })),
          ),
        ],
    preload: preloadOf(list[0], IMAGE_SIZES.galleryCard),
  };
};

export const artworkView: PageViewBuilder = async ({ site, params, read }) => {
  const id = artworkId(params.id);
  if (id === null) return plainView(pageTitle(MESSAGES.invalidArtworkId, site.name), 404);
  const [work] = await Promise.all([read(artworkQuery(id)), read(relatedArtworksQuery(id))]);
  // Hidden works and the preview collection answer 404 to anonymous readers, like missing ones.
  if (!work) return plainView(pageTitle(MESSAGES.artworkNotFound, site.name), 404);
  const description = artworkDescription(work);
  return {
    status: 200,
    title: pageTitle(work.title, site.name),
    description,
    canonicalPath: PAGE_TABLE.artwork.path(work.id),
    type: 'website',
    image: artworkSocialImage(work),
    jsonLd: [artworkLd(site, work, description)],
    preload: preloadOf(work, IMAGE_SIZES.artworkDetail),
  };
};
