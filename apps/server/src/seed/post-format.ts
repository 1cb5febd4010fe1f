import type { PostStatus } from '@atelier/core';

export const BLOG_CATEGORIES = ['Studio Notes', 'Exhibitions', 'Process'] as const;
export type CategoryName = (typeof BLOG_CATEGORIES)[number];

export interface DemoPost {
  title: string;
  categories: CategoryName[];
  status: PostStatus;
  /** Days before the seed runs (negative: in the future, for a scheduled post). Null for a draft. */
  daysAgo: number | null;
  excerpt: string;
  /** Title of the artwork whose picture illustrates the post. */
  image: string;
  video?: { url: string; provider: 'youtube' | 'vimeo' | 'self-hosted' };
  content: string;
}

/** A post body: opening paragraphs, one heading, more paragraphs, a blockquote, closing paragraphs. */
export function article(parts: {
  intro: string[];
  heading: string;
  body: string[];
  quote: string;
  outro: string[];
}): string {
  const ps = (list: string[]) => list.map((t) => `<p>${t}</p>`).join('\n');
  return [
    ps(parts.intro),
    `<h2>${parts.heading}</h2>`,
    ps(parts.body),
    `<blockquote><p>${parts.quote}</p></blockquote>`,
    ps(parts.outro),
  ].join('\n');
}
