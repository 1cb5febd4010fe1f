import type { BlogPost } from '@atelier/core';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { PostDateline } from './post-dateline';

/** Categories (links to the filtered list), title, date and reading time of a post. */
export function PostHeader({ post, className }: { post: BlogPost; className?: string }) {
  return (
    <header className={className}>
      {post.categories.length > 0 && (
        <ul aria-label="Categories" className="flex flex-wrap gap-x-4 gap-y-1">
          {post.categories.map((category) => (
            <li key={category.id}>
              <Link
                to={paths.blog({ category: category.slug })}
                className="label-caps hover:text-accent"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <h1 className="mt-4 text-4xl md:text-5xl">{post.title}</h1>
      <PostDateline post={post} className="mt-5 text-sm text-muted" />
    </header>
  );
}
