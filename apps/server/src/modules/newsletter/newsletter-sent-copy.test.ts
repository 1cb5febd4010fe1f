import { NEWSLETTER_MESSAGES as M } from '@atelier/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworks, newsletterIssues } from '../../db/schema/index';
import { createSubscriber } from '../../test/factories/audience';
import { createArtwork } from '../../test/factories/catalogue';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deliverNewsletterBatch } from './newsletter-delivery.worker';
import { finishIssues } from './newsletter-issue-lifecycle.service';

/**
 * What a browser shows of an issue (the admin's preview and sent copy, the web archive) names
 * our images from the site's root: a browser that opened the site at another address than
 * PUBLIC_URL was refused the PUBLIC_URL images (Cross-Origin-Resource-Policy, img-src), so the
 * preview and the archive showed none. The emails themselves keep PUBLIC_URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://studio.test' });
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.inject({ method, url: `/api/v1${url}`, headers: t.auth, ...(payload ? { payload } : {}) });

const ABSOLUTE = 'src="https://studio.test/uploads/';

describe('an issue in the browser', () => {
  it('previews, keeps a copy of what was sent and archives it with same-site images', async () => {
    const work = await createArtwork(t.app.db, {
      title: 'Harbour at Dusk',
      primary_image_url: '/uploads/harbour-at-dusk.webp',
      price_cents: 120_000,
    });
    await createSubscriber(t.app.db, { email: 'reader@example.com', status: 'active' });
    const body_html = [
      '<p>Hello {first_name|friend}.</p>',
      '<p><img src="/uploads/studio-wall.webp" alt="The studio wall"></p>',
      `<div data-card="artwork" data-id="${work.id}"></div>`,
    ].join('');

    const preview = await admin('POST', '/admin/newsletter/preview', {
      subject: 'From the studio',
      preheader: '',
      body_html,
      early_access: false,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const previewHtml: string = preview.json().data.html;
    expect(previewHtml).toContain('src="/uploads/studio-wall.webp"');
    expect(previewHtml).toContain('src="/uploads/harbour-at-dusk.webp"');
    expect(previewHtml).not.toContain(ABSOLUTE);

    const created = await admin('POST', '/admin/newsletter/issues', {
      subject: 'From the studio',
      publish_on_web: true,
      body_html,
    });
    expect(created.statusCode, created.body).toBe(201);
    const issue = created.json().data;

    // A draft has no copy yet: a clear 404, not an empty page.
    const before = await admin('GET', `/admin/newsletter/issues/${issue.id}/sent-copy`);
    expect(before.statusCode).toBe(404);
    expect(before.json().error.message).toBe(M.notSentYet);

    const sent = await admin('POST', `/admin/newsletter/issues/${issue.id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    while ((await deliverNewsletterBatch(t.app, async () => {})) > 0);
    await finishIssues(t.app.db, new Date());

    // The email names the images under PUBLIC_URL: a mail client has no site to be relative to.
    const [row] = await t.app.db
      .select()
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, issue.id));
    expect(row?.rendered_html).toContain(`${ABSOLUTE}harbour-at-dusk.webp"`);

    // The copy is the email as sent: a later rename is not in it.
    await t.app.db.update(artworks).set({ title: 'Renamed' }).where(eq(artworks.id, work.id));
    const copy = await admin('GET', `/admin/newsletter/issues/${issue.id}/sent-copy`);
    expect(copy.statusCode, copy.body).toBe(200);
    const { html, text } = copy.json().data as { html: string; text: string };
    expect(html).toContain('Harbour at Dusk');
    expect(html).not.toContain('Renamed');
    expect(html).toContain('Hello friend.');
    expect(html).toContain('src="/uploads/harbour-at-dusk.webp"');
    expect(html).not.toContain(ABSOLUTE);
    expect(text).toContain('Harbour at Dusk');

    const archive = await t.inject({
      method: 'GET',
      url: `/api/v1/newsletter/archive/${issue.web_slug}`,
    });
    expect(archive.statusCode, archive.body).toBe(200);
    const page = archive.json().data as { html: string; image_url: string | null };
    expect(page.html).toContain('src="/uploads/studio-wall.webp"');
    expect(page.html).toContain('src="/uploads/harbour-at-dusk.webp"');
    expect(page.html).not.toContain(ABSOLUTE);
    expect(page.image_url).toBe('/uploads/studio-wall.webp');
  });

  it('answers 404 for the copy of an issue that does not exist', async () => {
    const res = await admin('GET', '/admin/newsletter/issues/999999/sent-copy');
    expect(res.statusCode).toBe(404);
  });

  it('asks for the admin before anything else', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/v1/admin/newsletter/issues/1/sent-copy',
    });
    expect(res.statusCode).toBe(401);
  });
});
