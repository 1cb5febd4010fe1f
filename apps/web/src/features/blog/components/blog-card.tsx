import { IMAGE_SIZES, type BlogPost } from '@atelier/core';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { PostImage } from './post-image';
import { PostDateline } from './post-dateline';

interface BlogCardProps {
  post: BlogPost;
  /** h2 on the blog list, h3 inside a page section such as the home page's. */
  headingLevel?: 'h2' | 'h3';
  sizes?: string;
  /** The page's main image (the first card of the blog): loaded at once, with high priority. */
  priority?: boolean;
}

/**
 * One post in a grid: picture, first category, title, date, reading time and excerpt. The
 * title's link is stretched over the whole card so the picture is clickable too, while
 * screen readers hear one link named by the title.
 */
export function BlogCard({
  post,
  headingLevel: Heading = 'h2',
  sizes = IMAGE_SIZES.blogCard,
  priority = false,
}: BlogCardProps) {
  const category = post.categories[0];
  return (
    <article className="group relative flex flex-col">
      <PostImage post={post} sizes={sizes} priority={priority} />
      <div className="mt-5 flex flex-1 flex-col gap-2">
        {category && <p className="label-caps">{category.name}</p>}
        <Heading className="font-display text-2xl leading-tight">
          <Link
            to={paths.blogPost(post.slug)}
            className="after:absolute after:inset-0 group-hover:text-accent focus-visible:outline-offset-4"
          >
            {post.title}
          </Link>
        </Heading>
        <PostDateline post={post} className="text-sm text-muted" />
        {post.excerpt && <p className="line-clamp-3 text-base text-ink/85">{post.excerpt}</p>}
      </div>
    </article>
  );
}
