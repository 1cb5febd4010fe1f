import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  artworkCollections,
  artworks,
  blogPosts,
  collections,
  sitemapFiles,
  listingVersion,
} from '../../db/schema/index';
import { createPost } from '../../test/factories/blog';
import { createArtwork, createCollection } from '../../test/factories/catalogue';
import { ON_POSTGRES } from '../../test/process-home';
import { useTestApp } from '../../test/test-app';
import { readStoredFile, storeBuild } from './sitemap-files.repository';

// The test app runs with the public cache off, so every read below is the stored sitemap's.
const t = useTestApp();
const ORIGIN = 'http://localhost:3000';
const sitemap = async () => (await t.inject({ method: 'GET', url: '/sitemap.xml' })).body;
/** Marks the stored /sitemap.xml, so a read that answers it shows it was not built again. */
const mark = (text: string) =>
  t.app.db.update(sitemapFiles).set({ xml: text }).where(eq(sitemapFiles.part, 0));

let work: { id: number };

beforeAll(async () => {
  work = await createArtwork(t.app.db, { title: 'Harbour' });
});

describe('the stored sitemap', () => {
  it('is read as stored while nothing it lists has changed', async () => {
    const built = await sitemap();
    expect(built).toContain(`${ORIGIN}/artwork/${work.id}`);
    await mark('<!-- stored -->');
    expect(await sitemap()).toBe('<!-- stored -->');
    expect(await sitemap()).toBe('<!-- stored -->');
  });

  it('is built again after any write to a work, its collections, a collection or a post', async () => {
    const series = await createCollection(t.app.db, { name: 'Series 1' });
    const writes: [string, () => Promise<unknown>, string][] = [
      [
        'a new work',
        () => createArtwork(t.app.db, { title: 'Second' }),
        `${ORIGIN}/artwork/${work.id + 1}`,
      ],
      [
        'a work put in a collection',
        () =>
          t.app.db
            .insert(artworkCollections)
            .values({ artwork_id: work.id, collection_id: series.id }),
        `${ORIGIN}/artwork?collection=Series+1`,
      ],
      [
        'a collection renamed',
        () =>
          t.app.db.update(collections).set({ name: 'Tides' }).where(eq(collections.id, series.id)),
        `${ORIGIN}/artwork?collection=Tides`,
      ],
      [
        'a post published',
        () => createPost(t.app.db, { slug: 'first-light' }),
        `${ORIGIN}/blog/first-light`,
      ],
    ];
    for (const [what, write, listed] of writes) {
      await sitemap();
      await mark('<!-- stored -->');
      await write();
      const after = await sitemap();
      expect(after, what).toContain(listed);
    }
    // A work hidden is gone from the next read, though nothing else changed.
    await mark('<!-- stored -->');
    await t.app.db.update(artworks).set({ is_public: false }).where(eq(artworks.id, work.id));
    expect(await sitemap()).not.toContain(`${ORIGIN}/artwork/${work.id}<`);
  });

  it('is built again once a scheduled post becomes public, with no write in between', async () => {
    await createPost(t.app.db, {
      slug: 'at-dawn',
      status: 'scheduled',
      published_at: new Date(Date.now() + 1500),
    });
    expect(await sitemap()).not.toContain('/blog/at-dawn');
    await mark('<!-- stored before dawn -->');
    expect(await sitemap()).toBe('<!-- stored before dawn -->');
    // Read until its time has come (reads only: nothing is written meanwhile).
    await expect.poll(() => sitemap(), { timeout: 10_000 }).toContain(`${ORIGIN}/blog/at-dawn`);
  });

  it('answers concurrent reads after a change alike, every one with the change', async () => {
    await sitemap();
    await t.app.db
      .update(blogPosts)
      .set({ slug: 'first-light-again' })
      .where(eq(blogPosts.slug, 'first-light'));
    const answers = await Promise.all(Array.from({ length: 6 }, () => sitemap()));
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toContain(`${ORIGIN}/blog/first-light-again`);
    expect(answers[0]).not.toContain(`${ORIGIN}/blog/first-light<`);
  });

  it('is not current for another origin, and an older build never replaces a newer one', async () => {
    await sitemap();
    const now = new Date();
    expect(await readStoredFile(t.app.db, 0, ORIGIN, now)).toMatchObject({ current: true });
    const [data] = await t.app.db.select().from(listingVersion);
    expect(await readStoredFile(t.app.db, 0, 'https://elsewhere.example', now)).toEqual({
      current: false,
      version: data!.version,
    });
    const [stored] = await t.app.db.select().from(sitemapFiles).where(eq(sitemapFiles.part, 0));
    await storeBuild(t.app.db, {
      files: [{ xml: '<!-- older -->', etag: 'W/"older"' }],
      version: stored!.version - 1,
      origin: ORIGIN,
      validUntil: null,
    });
    expect(await sitemap()).toBe(stored!.xml);
    // Two instances storing at once store one after the other; the newer build stays.
    const at = (version: number, xml: string) =>
      storeBuild(t.app.db, {
        files: [{ xml, etag: `W/"${version}"` }],
        version,
        origin: ORIGIN,
        validUntil: null,
      });
    await Promise.all([
      at(stored!.version, '<!-- newer -->'),
      at(stored!.version - 1, '<!-- older -->'),
    ]);
    expect(await sitemap()).toBe('<!-- newer -->');
  });

  it(
    ON_POSTGRES
      ? 'answers and stores its build while a write to the works is under way, without waiting for it'
      : 'lists a write once it commits',
    async () => {
      const stale = await createArtwork(t.app.db, { title: 'Before the import' });
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      let inserted!: (id: number) => void;
      const imported = new Promise<number>((resolve) => (inserted = resolve));
      // A long write (an import in one transaction): it holds the version row until it commits.
      const write = t.app.db.transaction(async (tx) => {
        const [row] = await tx.insert(artworks).values({ title: 'Imported' }).returning();
        inserted(row!.id);
        if (ON_POSTGRES) await held;
      });
      const id = await imported;
      try {
        if (ON_POSTGRES) {
          const waited = new Promise<string>((resolve) => setTimeout(resolve, 10_000, 'waited'));
          const during = await Promise.race([sitemap(), waited]);
          expect(during).toContain(`${ORIGIN}/artwork/${stale.id}<`);
          expect(during).not.toContain(`${ORIGIN}/artwork/${id}<`);
          // Stored, so a read during the write is not built again.
          await mark('<!-- stored during the write -->');
          expect(await sitemap()).toBe('<!-- stored during the write -->');
        }
      } finally {
        commit();
      }
      await write;
      expect(await sitemap()).toContain(`${ORIGIN}/artwork/${id}<`);
    },
  );

  it('has no part to ask for while it is one file, and keeps answering 304 to a current copy', async () => {
    const first = await t.inject({ method: 'GET', url: '/sitemap.xml' });
    expect((await t.inject({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(404);
    const again = await t.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
