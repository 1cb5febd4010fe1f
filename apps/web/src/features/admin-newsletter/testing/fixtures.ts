import type { NewsletterIssue } from '@atelier/core';

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
