import { PAGE_TABLE, newsletterIssueQuery, pageTitle } from '@atelier/core';
import { socialImage } from './images.serialize';
import { plainView, type PageViewBuilder } from './page-view.serialize';

/** Longest meta description kept, as search engines show about this much. */
const DESCRIPTION_MAX = 160;

/**
 * /mailing-list/:slug: a newsletter issue the artist published on the web. Its head is the
 * subject, the preheader as description (the subject when there is none) and the body's first
 * image for social cards. An issue not (or no longer) published answers 404.
 */
export const newsletterIssueView: PageViewBuilder = async ({ site, params, read }) => {
  const issue = await read(newsletterIssueQuery(params.slug ?? ''));
  if (!issue) return plainView(pageTitle('Newsletter not found', site.name), 404);
  const description = (issue.description.trim() || issue.subject).slice(0, DESCRIPTION_MAX);
  const image = socialImage(null, issue.image_url);
  return {
    status: 200,
    title: pageTitle(issue.subject, site.name),
    description,
    canonicalPath: PAGE_TABLE.newsletterIssue.path(issue.slug),
    type: 'article',
    image: image ? { ...image, alt: issue.subject } : null,
    article: { publishedTime: issue.sent_at, modifiedTime: issue.sent_at, tags: [] },
    jsonLd: [],
  };
};
