import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworks, blogPosts } from '../../db/schema/index';
import { createSubscriber } from '../../test/factories/audience';
import { createPost } from '../../test/factories/blog';
import { createArtwork, createCollection } from '../../test/factories/catalogue';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deliverNewsletterBatch } from './newsletter-delivery.worker';
import { finishIssues } from './newsletter-issue-lifecycle.service';

/**
 * The web archive of a sent issue shows what any visitor may see, as it was sent. An audit
 * found a draft post's title, excerpt and slug and a preview work's title and image in it,
 * re-rendered with preview rights on every read.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://studio.test' });
});
afterAll(() => t.close());

const admin = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.inject({ method, url: `/api/v1${url}`, headers: t.auth, payload });
const visitor = (url: string) => t.inject({ method: 'GET', url });

describe('a sent issue on the web', () => {
  it('leaves out cards a visitor may not see, and keeps what was sent', async () => {
    const preview = await createCollection(t.app.db, { name: 'Preview' });
    const secret = await createArtwork(t.app.db, {
      title: 'Secret Harbour Study',
      primary_image_url: '/uploads/secret-harbour-study.webp',
      collectionIds: [preview.id],
    });
    const open = await createArtwork(t.app.db, { title: 'Morning Tide' });
    const draft = await createPost(t.app.db, {
      title: 'Unfinished Thoughts',
      slug: 'unfinished-thoughts',
      excerpt: 'Not ready to be read',
      status: 'draft',
    });
    const post = await createPost(t.app.db, { title: 'Studio Notes', slug: 'studio-notes' });
    await createSubscriber(t.app.db, { email: 'reader@example.com', status: 'active' });

    const created = await admin('POST', '/admin/newsletter/issues', {
      subject: 'New from the studio',
      publish_on_web: true,
      body_html: [
        '<p>Hello {first_name|friend}.</p>',
        `<div data-card="artwork" data-id="${secret.id}"></div>`,
        `<div data-card="artwork" data-id="${open.id}"></div>`,
        `<div data-card="post" data-id="${draft.id}"></div>`,
        `<div data-card="post" data-id="${post.id}"></div>`,
      ].join(''),
    });
    expect(created.statusCode, created.body).toBe(201);
    const issue = created.json().data;
    expect((await admin('POST', `/admin/newsletter/issues/${issue.id}/send`, {})).statusCode).toBe(
      200,
    );
    while ((await deliverNewsletterBatch(t.app, async () => {})) > 0);
    await finishIssues(t.app.db, new Date());

    const read = async () => {
      const res = await visitor(`/api/v1/newsletter/archive/${issue.web_slug}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    const page = await read();
    expect(page).toContain('Morning Tide');
    expect(page).toContain('Studio Notes');
    for (const hidden of [
      'Secret Harbour Study',
      'secret-harbour-study',
      'Unfinished Thoughts',
      'unfinished-thoughts',
      'Not ready to be read',
    ])
      expect(page).not.toContain(hidden);

    // Frozen when it was sent: a later rename, or the draft's publication, changes nothing.
    await t.app.db.update(artworks).set({ title: 'Evening Tide' }).where(eq(artworks.id, open.id));
    await t.app.db
      .update(blogPosts)
      .set({ status: 'published', published_at: new Date(Date.now() - 60_000) })
      .where(eq(blogPosts.id, draft.id));
    const later = await read();
    expect(later).toContain('Morning Tide');
    expect(later).not.toContain('Evening Tide');
    expect(later).not.toContain('Unfinished Thoughts');
  });
});
