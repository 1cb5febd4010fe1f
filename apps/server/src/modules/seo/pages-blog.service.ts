import {
  IMAGE_SIZES,
  MESSAGES,
  PAGE_TABLE,
  blogCategoriesQuery,
  blogListHead,
  blogListParams,
  blogListPosts,
  blogPostQuery,
  blogPostsQuery,
  metaDescription,
  pageTitle,
  postDate,
  readingTime,
  relatedPostsQuery,
  type BlogPost,
} from '@atelier/core';
import { socialImage } from './images.serialize';
import { collectionPageLd, postLd } from './json-ld.serialize';
import { plainView, type PageViewBuilder } from './page-view.serialize';

const postImage = (post: BlogPost | undefined) => {
  if (!post) return null;
  const image = socialImage(post.featured_image, post.featured_image_url ?? post.thumbnail_url);
  return image ? { ...image, alt: post.title } : null;
};

export const blogListView: PageViewBuilder = async ({ site, url, read }) => {
  const params = blogListParams(url.searchParams);
  const [posts] = await Promise.all([
    read(blogPostsQuery(blogListPosts(params))),
    read(blogCategoriesQuery()),
  ]);
  const head = blogListHead(site.name);
  const path = PAGE_TABLE.blog.path({ category: params.category, page: params.page });
  const list = posts?.data ?? [];
  const first = list[0];
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
        list.map((p) => ({ url: `${site.url}${PAGE_TABLE.blogPost.path(p.slug)}`, name: p.title })),
      ),
    ],
    preload: first?.featured_image
      ? { image: first.featured_image, sizes: IMAGE_SIZES.blogCard }
      : null,
    feed: true,
  };
};

export const blogPostView: PageViewBuilder = async ({ site, params, read }) => {
  const post = await read(blogPostQuery(params.slug ?? ''));
  // Drafts and scheduled posts answer 404 to anonymous readers, like missing ones.
  if (!post) return { ...plainView(pageTitle(MESSAGES.postNotFound, site.name), 404), feed: true };
  await read(relatedPostsQuery(post));
  const description = metaDescription(
    post.excerpt,
    post.title,
    post.categories.map((c) => c.name),
    readingTime(post.content),
  );
  return {
    status: 200,
    title: pageTitle(post.title, site.name),
    description,
    canonicalPath: PAGE_TABLE.blogPost.path(post.slug),
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
    feed: true,
  };
};
