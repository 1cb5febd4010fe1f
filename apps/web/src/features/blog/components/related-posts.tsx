import { MESSAGES, type BlogPost } from '@atelier/core';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useRelatedPosts } from '../api/get-related-posts';
import { relativeTime } from '../lib/relative-time';
import { textLinkClasses } from '@/components/ui';

/**
 * Up to 3 posts from the same first category (docs/product.md §2/§7). It is an extra: while loading,
 * on error or with none, nothing shows.
 */
export function RelatedPosts({ post }: { post: Pick<BlogPost, 'id' | 'categories'> }) {
  const { data: related } = useRelatedPosts(post);
  if (!related?.length) return null;
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="font-display text-3xl">
        {MESSAGES.relatedPosts}
      </h2>
      <ul className="mt-8 grid gap-10 md:grid-cols-3">
        {related.map((item) => (
          <li key={item.id} className="flex flex-col gap-2 border-t border-line pt-5">
            <h3 className="font-display text-xl leading-snug">
              <Link to={paths.blogPost(item.slug)} className="hover:text-accent">
                {item.title}
              </Link>
            </h3>
            {item.excerpt && <p className="line-clamp-3 text-sm text-ink/85">{item.excerpt}</p>}
            <p className="text-xs text-muted">
              <time dateTime={item.created_at}>{relativeTime(item.created_at)}</time>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link to={paths.blog()} className={textLinkClasses}>
          {MESSAGES.viewAllPosts}
        </Link>
      </p>
    </section>
  );
}
