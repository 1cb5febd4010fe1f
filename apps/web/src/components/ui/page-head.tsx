import { useLayoutEffect } from 'react';

interface PageHeadProps {
  /** Full document title (the caller adds any site suffix). */
  title: string;
  description?: string | null;
  /** Absolute or site-relative image for social cards. */
  image?: string | null;
  type?: 'website' | 'article';
  /** Canonical URL of the page; defaults to the current location. */
  url?: string;
}

const absolute = (url: string) => new URL(url, window.location.origin).href;

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
export function PageHead({ title, description, image, type = 'website', url }: PageHeadProps) {
  useMetaDescription(description);
  const pageUrl = url ?? window.location.href;
  return (
    <>
      <title>{title}</title>
      <meta property="og:title" content={title} />
      <meta property="og:type" content={type} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={pageUrl} />
      {image && <meta property="og:image" content={absolute(image)} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
    </>
  );
}
