import { RELATED_POSTS, type BlogPost } from '@atelier/core';
import { RELATED_POST_CANDIDATES } from '@atelier/core/page-data';

/**
 * docs/product.md §7: the list is cut to its first 4 posts, the current post is removed, 3 are kept.
 * (When the current post is not among the first 4, the fourth one is dropped by the cut to 3.)
 */
export const pickRelatedPosts = <T extends Pick<BlogPost, 'id'>>(
  list: T[],
  currentId: number,
): T[] =>
  list
    .slice(0, RELATED_POST_CANDIDATES)
    .filter((post) => post.id !== currentId)
    .slice(0, RELATED_POSTS);
