import {
  IMAGE_SIZES,
  MESSAGES,
  metaDescription,
  pageTitle,
  readingTime,
  shareDescription,
  type BlogPost,
} from '@atelier/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import {
  buttonClasses,
  PageHead,
  ResponsiveImage,
  RichText,
  textLinkClasses,
} from '@/components/ui';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useAbsoluteUrl } from '@/lib/site-origin';
import { useHydrated } from '@/lib/use-hydrated';
import { PostHeader } from './post-header';
import { ShareBlock } from './share-block';
import { VideoEmbed } from './video-embed';

/** Below the post, with relative dates (date-fns): loaded after the post, not with it. */
const RelatedPosts = lazy(() =>
  import('./related-posts').then((module) => ({ default: module.RelatedPosts })),
);

/**
 * The reading column. Its width is in ch like RichText's .prose, so it takes .prose's font
 * size too: the header, author and share block then line up exactly with the text.
 */
const COLUMN = 'mx-auto max-w-(--container-prose) text-[1.0625rem]';

/** A published post (docs/product.md §2 Blog post, found). */
export function BlogPostArticle({ post, siteName }: { post: BlogPost; siteName: string }) {
  const absoluteUrl = useAbsoluteUrl();
  // Relative dates are the browser's own (its clock), so the related posts come after hydration.
  const hydrated = useHydrated();
  const url = absoluteUrl(paths.blogPost(post.slug));
  const description = metaDescription(
    post.excerpt,
    post.title,
    post.categories.map((category) => category.name),
    readingTime(post.content),
  );
  const image = post.featured_image;
  const ratio = image && image.height > 0 ? image.width / image.height : null;

  return (
    <div className="mx-auto max-w-5xl px-5 py-10 md:px-10 md:py-16">
      <PageHead
        title={pageTitle(post.title, siteName)}
        description={description}
        image={post.featured_image_url}
        type="article"
        url={url}
      />
      <p className={COLUMN}>
        <Link to={paths.blog()} className="text-sm text-muted hover:text-accent">
          {MESSAGES.backToBlog}
        </Link>
      </p>
      <article className="mt-10 md:mt-14">
        <PostHeader post={post} className={COLUMN} />
        {post.featured_image_url && (
          <div
            // Edge to edge on phones (docs/design.md), centred in the page from md up.
            className="-mx-5 mt-10 md:mx-auto md:mt-14"
            // Whole and never taller than most of the screen: a tall painting narrows instead.
            style={ratio ? { width: `min(100%, calc(78svh * ${ratio}))` } : undefined}
          >
            {/* Decorative: the post has no alt text of its own and its title is right above. */}
            <ResponsiveImage
              image={image}
              fallbackUrl={post.featured_image_url}
              alt=""
              sizes={IMAGE_SIZES.postFeatured}
              priority
            />
          </div>
        )}
        {post.video_url && post.video_provider && (
          <div className="-mx-5 mt-10 max-w-4xl md:mx-auto md:mt-14">
            <VideoEmbed url={post.video_url} provider={post.video_provider} title={post.title} />
          </div>
        )}
        <RichText html={post.content} className="mx-auto mt-10 md:mt-14" />
        <p className={cn(COLUMN, 'mt-12 flex items-baseline gap-3')}>
          <span className="label-caps">Artist</span>
          <span className="font-display text-xl">{post.author_name || siteName}</span>
        </p>
        <div className={cn(COLUMN, 'mt-10')}>
          <ShareBlock
            url={url}
            title={post.title}
            description={shareDescription(post.excerpt, post.title)}
            image={post.featured_image_url ? absoluteUrl(post.featured_image_url) : null}
          />
        </div>
      </article>
      <div className="mt-20">
        {hydrated && (
          <Suspense fallback={null}>
            <RelatedPosts post={post} />
          </Suspense>
        )}
      </div>
      {/* One call to action ends a post (decision 049): the specification's "All Posts" stays
          as a quiet link, since "View All Posts →" above and the menu already lead there. */}
      <nav
        aria-label="More from the blog"
        className="mt-20 flex flex-col items-center gap-5 border-t border-line pt-12 text-center"
      >
        <p className="font-display text-2xl">A question about a painting, or a commission?</p>
        <Link to={paths.contact()} className={buttonClasses('primary')}>
          Get in Touch
        </Link>
        <Link to={paths.blog()} className={cn(textLinkClasses, 'text-sm')}>
          All Posts
        </Link>
      </nav>
    </div>
  );
}
