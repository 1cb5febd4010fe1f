/** Test data and helpers of the admin blog screens (imported by *.test.tsx only). */
import type { BlogCategory, BlogPost } from '@atelier/core';
import { beforeAll, vi } from 'vitest';
import { stubEditorLayout } from '@/test/editor-layout';
import { listBody, makeUploadedImage } from '@/test/factories';
import { jsonResponse } from '@/test/render';

export const CATEGORIES: BlogCategory[] = [
  { id: 1, slug: 'studio-notes', name: 'Studio Notes', post_count: 4 },
  { id: 2, slug: 'process', name: 'Process', post_count: 3 },
];

export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 7,
    slug: 'winter-light',
    title: 'Winter Light',
    excerpt: 'Notes on a grey season.',
    content: '<p>The light in January is thin and silver.</p>',
    thumbnail_url: null,
    featured_image_url: null,
    featured_image: null,
    video_url: null,
    video_provider: null,
    categories: [{ id: 1, slug: 'studio-notes', name: 'Studio Notes' }],
    status: 'draft',
    published_date: null,
    published_at: null,
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-12T10:00:00.000Z',
    author_name: null,
    ...overrides,
  };
}

/** A list answer with the server's pagination. */
export const postPage = (posts: BlogPost[], total = posts.length, limit = 20, offset = 0) =>
  jsonResponse(listBody(posts, total, limit, offset));

export const UPLOADED = makeUploadedImage('/uploads/ab/cd', {
  width: 3000,
  height: 2000,
  variants: [480, 960, 1600, 2400],
  dominant_color: '#8899aa',
});

/** An upload that reports progress and answers UPLOADED (XMLHttpRequest has no fetch mock). */
export const fakeUpload = vi.fn(async (_file: File, onProgress: (fraction: number) => void) => {
  onProgress(0.5);
  await Promise.resolve();
  return UPLOADED;
});

/** A datetime-local value `days` from now at 09:30, local time. */
export function localInput(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T09:30`;
}

/** jsdom has no layout or object URLs; ProseMirror and image previews need them. */
export function stubBrowserGaps() {
  stubEditorLayout();
  beforeAll(() => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => {};
  });
}
