import {
  PAGE_TABLE,
  artworksQuery,
  collectionCover,
  collectionsHead,
  collectionsQuery,
  contactHead,
  mailingListHead,
  pageTitle,
  type PublicPage,
} from '@atelier/core';
import { contactPageLd } from './json-ld.serialize';
import { plainView, type PageViewBuilder } from './page-view.serialize';
import { blogListView, blogPostView } from './pages-blog.service';
import { newsletterIssueView } from './pages-newsletter.service';
import { aboutView, artworkView, galleryView, homeView } from './pages-catalogue.service';

/** A page of the visitor's own (their cart, their link): its title, and nothing to index. */
const titled =
  (title: string): PageViewBuilder =>
  ({ site }) =>
    plainView(pageTitle(title, site.name));

const contactView: PageViewBuilder = ({ site }) => {
  const email = site.settings?.contact_email ?? null;
  return {
    status: 200,
    ...contactHead(site.name),
    canonicalPath: PAGE_TABLE.contact.path(),
    type: 'website',
    jsonLd: [contactPageLd(site, email)],
  };
};

const collectionsView: PageViewBuilder = async ({ site, read }) => {
  const collections = (await read(collectionsQuery())) ?? [];
  // Each card's work, so the cards paint whole.
  await Promise.all(
    collections.map((collection) => {
      const cover = collectionCover(collection);
      return cover && read(artworksQuery(cover));
    }),
  );
  return {
    status: 200,
    ...collectionsHead(site.name),
    canonicalPath: PAGE_TABLE.collections.path(),
    type: 'website',
    jsonLd: [],
  };
};

/**
 * How the server answers each page of the table (decision 022): the data it reads for the URL,
 * which becomes the page's initial data, and the head it writes. A page added to the table
 * needs its line here (the type says so).
 */
export const PAGE_VIEWS: Record<PublicPage, PageViewBuilder> = {
  home: homeView,
  about: aboutView,
  artworks: galleryView,
  artwork: artworkView,
  collections: collectionsView,
  blog: blogListView,
  blogPost: blogPostView,
  contact: contactView,
  mailingList: ({ site }) => ({
    ...plainView(''),
    ...mailingListHead(site.name),
    canonicalPath: PAGE_TABLE.mailingList.path(),
  }),
  newsletterIssue: newsletterIssueView,
  cv: () => plainView('CV'),
  checkout: titled('Checkout'),
  checkoutSuccess: titled('Thank you'),
  offer: titled('Your offer'),
  preview: titled('Preview'),
  notFound: ({ site }) => plainView(pageTitle('Page not found', site.name), 404),
};
