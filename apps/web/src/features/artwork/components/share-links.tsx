import { useLocation } from 'react-router';
import { Button, textLinkClasses } from '@/components/ui';
import { useSiteOrigin } from '@/lib/site-origin';
import { copyLink } from '@/lib/copy-link';

/** Copies the page address (docs/product.md §2, §8) or opens an email with it. */
export function ShareLinks({ title }: { title: string }) {
  const { pathname, search } = useLocation();
  const url = `${useSiteOrigin()}${pathname}${search}`;

  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;

  return (
    <div className="flex items-center gap-5 text-sm">
      <span className="label-caps">Share</span>
      <Button variant="link" onClick={() => copyLink(url)}>
        Copy link
      </Button>
      <a href={mailto} className={textLinkClasses}>
        Email
      </a>
    </div>
  );
}
