import { META_DESCRIPTION_LENGTH, READING_WORDS_PER_MINUTE } from '../constants';

/** Visible text of server-sanitised HTML: tags become spaces, common entities are decoded. */
export const htmlToText = (html: string): string =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#0?39;/gi, "'");

/** docs/product.md §9: whitespace-separated words ÷ 200, rounded up, in minutes; never less than 1. */
export function readingTime(html: string | null | undefined): number {
  const words = htmlToText(html ?? '')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

const listOf = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Meta description of a blog post (docs/product.md §2): the first 155 characters of the excerpt followed
 * by "..."; without an excerpt, a sentence from the title, the category names and reading time.
 */
export function metaDescription(
  excerpt: string | null | undefined,
  title: string,
  categoryNames: readonly string[],
  readingMinutes: number,
): string {
  const text = excerpt?.trim();
  if (text) return `${text.slice(0, META_DESCRIPTION_LENGTH)}...`;
  const about = categoryNames.length > 0 ? ` about ${listOf(categoryNames)}` : '';
  return `${title}: a ${readingMinutes} minute read${about}.`;
}

interface DatedPost {
  published_date?: string | null;
  published_at?: string | null;
  created_at: string;
}

/** The date shown for a post (docs/product.md §2): published_date, else published_at, else created_at. */
export const postDate = (post: DatedPost): string =>
  post.published_date || post.published_at || post.created_at;

/** Page title with the site suffix (docs/product.md §2): "Post title | Site name". */
export const pageTitle = (title: string | null | undefined, siteName: string): string =>
  title?.trim() ? `${title.trim()} | ${siteName}` : siteName;

/** Share text of a post (docs/product.md §2): its excerpt, or a default sentence quoting the title. */
export const shareDescription = (excerpt: string | null | undefined, title: string): string =>
  excerpt?.trim() || `Read "${title}" on the artist's blog.`;
