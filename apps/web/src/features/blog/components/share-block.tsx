import { Button } from '@/components/ui';
import { copyLink } from '@/lib/copy-link';
import { shareLinks, type ShareTarget } from '../lib/share-links';

/** docs/product.md §2 share block: the post's link to copy, and share links to the usual places. */
export function ShareBlock(target: ShareTarget) {
  return (
    <section aria-labelledby="share-heading" className="border-y border-line py-8">
      <h2 id="share-heading" className="font-display text-2xl">
        Share this post
      </h2>
      <p className="mt-2 text-sm text-muted">{target.description}</p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => copyLink(target.url)}>
          Copy link
        </Button>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {shareLinks(target).map((link) => (
            <li key={link.name}>
              <a
                href={link.href}
                className="underline decoration-line underline-offset-4 hover:text-accent"
                {...(link.newTab && { target: '_blank', rel: 'noopener noreferrer' })}
              >
                {link.name}
                {link.newTab && <span className="sr-only"> (opens in a new tab)</span>}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
