import type { FastifyInstance } from 'fastify';
import {
  GALLERY_PAGE_SIZE,
  HOME_RECENT_POSTS,
  IMAGE_SIZES,
  INITIAL_QUERY_KEYS as KEYS,
  RELATED_ARTWORKS,
  aboutHead,
  artworkDescription,
  artworkImage,
  galleryHead,
  homeHead,
  isPreviewCollectionName,
  pageTitle,
  MESSAGES,
  type Artwork,
  type BlogPost,
  type Collection,
  type PageContent,
} from '@atelier/core';
import { socialImage } from './images';
import { artworkLd, collectionPageLd, profilePageLd, websiteLd } from './json-ld';
import { plainPage, type PageView } from './page-view';
import { readApi, readPage } from './public-api';
import type { SiteInfo } from './site';
import type { QueryEntry } from './state';

const entry = (key: readonly unknown[], data: unknown): QueryEntry | null =>
  data === null || data === undefined ? null : { key, data };
const entries = (...list: (QueryEntry | null)[]) => list.filter((e): e is QueryEntry => e !== null);

const artworkSocialImage = (artwork: Artwork | undefined | null) => {
  if (!artwork) return null;
  const image = socialImage(artwork.primary_image, artwork.primary_image_url);
  return image ? { ...image, alt: artwork.title } : null;
};

const preloadOf = (artwork: Artwork | undefined | null, sizes: string) => {
  const image = artwork ? artworkImage(artwork) : null;
  return image ? { image, sizes } : null;
};

export async function homePage(app: FastifyInstance, site: SiteInfo): Promise<PageView> {
  const [content, featured, recent] = await Promise.all([
    readApi<PageContent>(app, '/page-content/home'),
    readPage<Artwork>(app, '/artworks?featured=true'),
    readApi<BlogPost[]>(app, `/blog/posts/recent?limit=${HOME_RECENT_POSTS}`),
  ]);
  const head = homeHead(content.value, site.name);
  const first = featured.value?.data[0];
  return {
    status: 200,
    ...head,
    canonicalPath: '/',
    type: 'website',
    image: artworkSocialImage(first),
    jsonLd: [websiteLd(site, head.description)],
    preload: preloadOf(first, IMAGE_SIZES.hero),
    queries: entries(
      entry(KEYS.pageContent('home'), content.value),
      entry(KEYS.featuredArtworks(), featured.value),
      entry(KEYS.recentPosts(HOME_RECENT_POSTS), recent.value),
    ),
    module: 'home',
  };
}

export async function aboutPage(app: FastifyInstance, site: SiteInfo): Promise<PageView> {
  const [content, studio] = await Promise.all([
    readApi<PageContent>(app, '/page-content/about'),
    readPage<Artwork>(app, '/artworks?featured=true&limit=1'),
  ]);
  const head = aboutHead(content.value, site.name);
  const artwork = studio.value ? (studio.value.data[0] ?? null) : undefined;
  return {
    status: 200,
    ...head,
    canonicalPath: '/about',
    type: 'profile',
    image: artworkSocialImage(artwork),
    jsonLd: [profilePageLd(site, head.description)],
    preload: preloadOf(artwork, IMAGE_SIZES.aboutPortrait),
    queries: entries(
      // A missing page is null for the About page's fetcher, not an error.
      content.status === 404
        ? { key: KEYS.pageContent('about'), data: null }
        : entry(KEYS.pageContent('about'), content.value),
      artwork === undefined ? null : { key: KEYS.studioArtwork(), data: artwork },
    ),
    module: 'about',
  };
}

/** The collection a ?collection= value names, matched as the gallery matches it (id, name, slug). */
export function findCollection(collections: Collection[], value: string): Collection | undefined {
  const wanted = value.trim().toLowerCase();
  if (!wanted) return undefined;
  return (
    collections.find((c) => /^\d+$/.test(wanted) && c.id === Number(wanted)) ??
    collections.find((c) => c.name.trim().toLowerCase() === wanted) ??
    collections.find((c) => c.slug === wanted)
  );
}

const positivePage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

export async function galleryPage(
  app: FastifyInstance,
  site: SiteInfo,
  search: URLSearchParams,
): Promise<PageView> {
  const collectionParam = search.get('collection')?.trim() ?? '';
  const available = search.get('available') === 'true';
  const page = positivePage(search.get('page'));
  const collections = await readApi<Collection[]>(app, '/collections');
  const current = collectionParam
    ? findCollection(collections.value ?? [], collectionParam)
    : undefined;
  const gated = isPreviewCollectionName(collectionParam) || Boolean(current?.is_gated);
  const params = {
    collection: collectionParam || undefined,
    availability: available ? ('available' as const) : undefined,
    limit: GALLERY_PAGE_SIZE,
    offset: (page - 1) * GALLERY_PAGE_SIZE,
  };
  const query = new URLSearchParams();
  if (params.collection) query.set('collection', params.collection);
  if (params.availability) query.set('availability', params.availability);
  query.set('limit', String(params.limit));
  query.set('offset', String(params.offset));
  // The preview collection's works are never written into a page.
  const works = gated ? null : (await readPage<Artwork>(app, `/artworks?${query}`)).value;

  const head = galleryHead(current, site.name);
  const canonical = new URLSearchParams();
  if (current) canonical.set('collection', current.name);
  if (available) canonical.set('available', 'true');
  if (page > 1) canonical.set('page', String(page));
  const path = `/artwork${canonical.size ? `?${canonical}` : ''}`;
  const list = works?.data ?? [];
  return {
    status: 200,
    ...head,
    canonicalPath: collectionParam && !current ? '/artwork' : path,
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
            list.map((a) => ({ url: `${site.url}/artwork/${a.id}`, name: a.title })),
          ),
        ],
    preload: preloadOf(list[0], IMAGE_SIZES.galleryCard),
    queries: entries(
      entry(KEYS.collections(), collections.value),
      works
        ? {
            key: KEYS.galleryPage({
              collection: params.collection,
              availability: params.availability,
              page,
            }),
            data: works,
          }
        : null,
    ),
    module: 'artwork-list',
  };
}

/** SPEC §2: only a positive whole number is an artwork id. */
const parseId = (raw: string) =>
  /^\d+$/.test(raw) && Number(raw) > 0 && Number.isSafeInteger(Number(raw)) ? Number(raw) : null;

export async function artworkPage(
  app: FastifyInstance,
  site: SiteInfo,
  rawId: string,
): Promise<PageView> {
  const id = parseId(rawId);
  if (id === null)
    return plainPage(pageTitle(MESSAGES.invalidArtworkId, site.name), 'artwork-detail', 404);
  const [artwork, related] = await Promise.all([
    readApi<Artwork>(app, `/artworks/${id}`),
    readApi<Artwork[]>(app, `/artworks/${id}/related?limit=${RELATED_ARTWORKS}`),
  ]);
  // Hidden works and the preview collection answer 404 to anonymous readers, like missing ones.
  if (!artwork.value)
    return plainPage(pageTitle(MESSAGES.artworkNotFound, site.name), 'artwork-detail', 404);
  const work = artwork.value;
  const description = artworkDescription(work);
  return {
    status: 200,
    title: pageTitle(work.title, site.name),
    description,
    canonicalPath: `/artwork/${work.id}`,
    type: 'website',
    image: artworkSocialImage(work),
    jsonLd: [artworkLd(site, work, description)],
    preload: preloadOf(work, IMAGE_SIZES.artworkDetail),
    queries: entries(entry(KEYS.artwork(id), work), entry(KEYS.relatedArtworks(id), related.value)),
    module: 'artwork-detail',
  };
}
