import { useLayoutEffect } from 'react';
import { useAbsoluteUrl } from '@/lib/site-origin';
import { useHydrated } from '@/lib/use-hydrated';

interface PageHeadProps {
  /** Full document title (the caller adds any site suffix). */
  title: string;
  description?: string | null;
  /** Absolute or site-relative image for social cards. */
  image?: string | null;
  type?: 'website' | 'article';
  /** Canonical URL of the page; defaults to the current location. */
  url?: string;
  /** Pages search engines should not keep (not found, transactional, hidden). */
  noindex?: boolean;
}

/**
 * index.html carries one default <meta name="description">. Hoisting a second one would leave
 * two, so the page's description replaces the content of that single tag while mounted.
 */
function useMetaDescription(description: string | null | undefined) {
  useLayoutEffect(() => {
    if (!description) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = description;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [description]);
}

/**
 * Title, description and social-sharing tags of a page. React 19 hoists <title> and the Open
 * Graph <meta> tags into <head> while the page is mounted and removes them afterwards.
 */
export function PageHead({
  title,
  description,
  image,
  type = 'website',
  url,
  noindex = false,
}: PageHeadProps) {
  useMetaDescription(description);
  const absolute = useAbsoluteUrl();
  // A server-rendered page has all of this in its head already (decision 014): React hoists
  // these tags after hydration, and the server's go at the first navigation (RootLayout).
  if (!useHydrated()) return null;
  const pageUrl = url ?? window.location.href;
  return (
    <>
      <title>{title}</title>
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={title} />
      <meta property="og:type" content={type} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={pageUrl} />
      {image && <meta property="og:image" content={absolute(image)} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
    </>
  );
}
