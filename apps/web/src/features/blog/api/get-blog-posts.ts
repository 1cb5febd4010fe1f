import { blogPostsQuery, type BlogPostsParams } from '@atelier/core/page-data';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fromApiQuery } from '@/lib/api-query';

/** GET /blog/posts: a page of posts with its pagination (docs/product.md §7). */
export const blogPostsQueryOptions = (params: BlogPostsParams) =>
  queryOptions(fromApiQuery(blogPostsQuery(params)));

/** A page of the blog list; the previous page stays on screen while the next one loads. */
export const useBlogPosts = (params: BlogPostsParams) =>
  useQuery({ ...blogPostsQueryOptions(params), placeholderData: keepPreviousData });
