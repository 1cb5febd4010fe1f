import type { DemoPost } from './post-format';
import { POSTS_PROCESS } from './posts-process.data';
import { POSTS_STUDIO } from './posts-studio.data';

export { BLOG_CATEGORIES, type CategoryName, type DemoPost } from './post-format';

/** Twelve posts over the past year: ten published, one scheduled a week ahead, one draft. */
export const POSTS: DemoPost[] = [...POSTS_STUDIO, ...POSTS_PROCESS];
