import type { NewsletterIssue } from '@atelier/core';
import { beforeAll } from 'vitest';

export const makeIssue = (over: Partial<NewsletterIssue> = {}): NewsletterIssue => ({
  id: 5,
  status: 'draft',
  subject: 'New paintings from the coast',
  preheader: '',
  body_html: '',
  audience: { kind: 'all' },
  early_access: false,
  publish_on_web: false,
  web_slug: 'new-paintings-from-the-coast',
  blog_post_id: null,
  scheduled_at: null,
  sent_at: null,
  created_at: '2026-03-01T09:00:00Z',
  updated_at: '2026-03-01T09:00:00Z',
  stats: { recipients: 0, delivered: 0, failed: 0, pending: 0, unsubscribes: 0 },
  ...over,
});

/** ProseMirror measures layout jsdom does not have. */
export function stubBrowserGaps() {
  beforeAll(() => {
    const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0 };
    Range.prototype.getClientRects = () =>
      Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect }) as DOMRect;
    document.elementFromPoint = () => null;
  });
}
