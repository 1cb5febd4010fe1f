import type { FastifyInstance } from 'fastify';
import {
  BLOG_PAGE_SIZE,
  IMAGE_SIZES,
  INITIAL_QUERY_KEYS as KEYS,
  MESSAGES,
  blogListHead,
  metaDescription,
  pageTitle,
  postDate,
  readingTime,
  type BlogCategory,
  type BlogPost,
} from '@atelier/core';
import { socialImage } from './images';
import { collectionPageLd, postLd } from './json-ld';
import { plainPage, type PageView } from './page-view';
import { readApi, readPage } from './public-api';
import type { SiteInfo } from './site';
import type { QueryEntry } from './state';

const postImage = (post: BlogPost | undefined) => {
  if (!post) return null;
  const image = socialImage(post.featured_image, post.featured_image_url ?? post.thumbnail_url);
  return image ? { ...image, alt: post.title } : null;
};

export async function blogListPage(
  app: FastifyInstance,
  site: SiteInfo,
  search: URLSearchParams,
): Promise<PageView> {
  const pageNumber = Number(search.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1;
  const category = search.get('category') || undefined;
  const params = {
    limit: BLOG_PAGE_SIZE,
    offset: (page - 1) * BLOG_PAGE_SIZE,
    category,
    status: 'published' as const,
  };
  const query = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
  if (category) query.set('category', category);
  query.set('status', 'published');
  const [posts, categories] = await Promise.all([
    readPage<BlogPost>(app, `/blog/posts?${query}`),
    readApi<BlogCategory[]>(app, '/blog/categories'),
  ]);
  const head = blogListHead(site.name);
  const canonical = new URLSearchParams();
  if (category) canonical.set('category', category);
  if (page > 1) canonical.set('page', String(page));
  const path = `/blog${canonical.size ? `?${canonical}` : ''}`;
  const list = posts.value?.data ?? [];
  const first = list[0];
  const queries: QueryEntry[] = [];
  if (posts.value) queries.push({ key: ['blog', 'posts', 'list', params], data: posts.value });
  if (categories.value) queries.push({ key: KEYS.blogCategories(), data: categories.value });
  return {
    status: 200,
    ...head,
    canonicalPath: path,
    type: 'website',
    image: postImage(first),
    jsonLd: [
      collectionPageLd(
        site,
        path,
        head.title,
        head.description,
        list.map((p) => ({ url: `${site.url}/blog/${encodeURIComponent(p.slug)}`, name: p.title })),
      ),
    ],
    preload: first?.featured_image
      ? { image: first.featured_image, sizes: IMAGE_SIZES.blogCard }
      : null,
    queries,
    module: 'blog-list',
    feed: true,
  };
}

export async function blogPostPage(
  app: FastifyInstance,
  site: SiteInfo,
  slug: string,
): Promise<PageView> {
  const found = await readApi<BlogPost>(app, `/blog/posts/${encodeURIComponent(slug)}`);
  // Drafts and scheduled posts answer 404 to anonymous readers, like missing ones.
  if (!found.value)
    return {
      ...plainPage(pageTitle(MESSAGES.postNotFound, site.name), 'blog-post', 404),
      feed: true,
    };
  const post = found.value;
  const category = post.categories[0]?.slug;
  const relatedQuery = category
    ? `?category=${encodeURIComponent(category)}&status=published`
    : '?status=published';
  const related = await readPage<BlogPost>(app, `/blog/posts${relatedQuery}`);
  const description = metaDescription(
    post.excerpt,
    post.title,
    post.categories.map((c) => c.name),
    readingTime(post.content),
  );
  const queries: QueryEntry[] = [{ key: KEYS.blogPost(slug), data: post }];
  if (related.value)
    queries.push({ key: KEYS.relatedPosts(post.id, category), data: related.value });
  return {
    status: 200,
    title: pageTitle(post.title, site.name),
    description,
    canonicalPath: `/blog/${encodeURIComponent(post.slug)}`,
    type: 'article',
    image: postImage(post),
    article: {
      publishedTime: postDate(post),
      modifiedTime: post.updated_at,
      section: post.categories[0]?.name,
      tags: post.categories.map((c) => c.name),
    },
    jsonLd: [postLd(site, post, description)],
    preload: post.featured_image
      ? { image: post.featured_image, sizes: IMAGE_SIZES.postFeatured }
      : null,
    queries,
    module: 'blog-post',
    feed: true,
  };
}
