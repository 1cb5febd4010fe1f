import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getValue, verifySecret } from '../modules/settings/settings.service';
import { useTestApp } from '../test/test-app';
import type { Db } from '../db/client';
import {
  artworkCollections,
  artworks,
  blogCategories,
  blogPostCategories,
  blogPosts,
  collections,
  pageContent,
  settings,
  uploadedImages,
} from '../db/schema/index';
import { ARTWORKS } from './artworks.data';
import { POSTS } from './posts.data';
import { seedDemo, seedDemoContent } from './seed';

/** Small pictures keep the test quick; the CLI paints them at 1500 px. */
const FAST = { imageSize: 240 };
const DAY = 24 * 60 * 60 * 1000;

async function counts(db: Db) {
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    collections: await n(collections),
    artworks: await n(artworks),
    artworkCollections: await n(artworkCollections),
    posts: await n(blogPosts),
    categories: await n(blogCategories),
    postCategories: await n(blogPostCategories),
    pages: await n(pageContent),
    images: await n(uploadedImages),
  };
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('seedDemoContent on an empty database', () => {
  const t = useTestApp();
  const fileOf = (url: string) => path.join(t.config.dataDir, url);

  it('creates the demo catalogue, blog, pages and settings, with every image on disk', async () => {
    const report = await seedDemo(t.app, FAST);
    expect(report).not.toBeNull();
    const db = t.app.db;
    expect(await counts(db)).toMatchObject({
      collections: 4,
      artworks: ARTWORKS.length,
      posts: 12,
      categories: 3,
      pages: 2,
    });
    expect(ARTWORKS.length).toBeGreaterThanOrEqual(28);

    const names = (await db.select().from(collections).orderBy(collections.ordering)).map(
      (c) => c.name,
    );
    expect(names).toEqual(['Landscapes', 'Still Life', 'Abstract', 'Preview']);

    const rows = await db.select().from(artworks);
    const by = (pred: (a: (typeof rows)[number]) => boolean) => rows.filter(pred).length;
    expect(by((a) => a.featured)).toBe(8);
    expect(by((a) => !a.is_public)).toBe(2);
    expect(by((a) => a.availability === 'reserved')).toBe(1);
    expect(by((a) => a.availability === 'not_for_sale')).toBe(1);
    expect(by((a) => a.availability === 'sold')).toBeGreaterThanOrEqual(4);
    expect(by((a) => a.availability === 'available')).toBeGreaterThan(rows.length / 2);
    expect(by((a) => a.framed_image_url !== null)).toBeGreaterThanOrEqual(3);
    expect(by((a) => a.accolades.length > 0)).toBeGreaterThanOrEqual(5);
    for (const a of rows) {
      expect(a.material).toBe('Oil');
      expect(['Canvas', 'Linen', 'Panel']).toContain(a.substrate);
      expect(a.year_created).toBeGreaterThanOrEqual(2018);
      expect(a.year_created).toBeLessThanOrEqual(2026);
      expect(a.price_cents! % 100).toBe(0);
      expect(a.price_cents).toBeGreaterThanOrEqual(80_000);
      expect(a.price_cents).toBeLessThanOrEqual(950_000);
      expect(a.artist_comments).toMatch(/^<p>.+<\/p>$/);
      for (const url of [
        a.primary_image_url!,
        a.thumbnail_url!,
        ...(a.framed_image_url ? [a.framed_image_url] : []),
      ]) {
        expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{16}\/(\d+|thumb)\.webp$/);
        expect(existsSync(fileOf(url)), url).toBe(true);
      }
    }
    // The painting keeps the proportions of its canvas.
    const tidewater = rows.find((a) => a.title === 'Tidewater I')!;
    const meta = await sharp(fileOf(tidewater.primary_image_url!)).metadata();
    expect(meta.height / meta.width).toBeCloseTo(48 / 36, 1);

    // Preview holds works found in no other collection; no featured work hides there.
    const preview = await db
      .select({
        artwork: artworkCollections.artwork_id,
        collections: sql<number>`count(*) over (partition by ${artworkCollections.artwork_id})`,
      })
      .from(artworkCollections)
      .innerJoin(collections, eq(collections.id, artworkCollections.collection_id))
      .where(eq(collections.name, 'Preview'));
    expect(preview.length).toBeGreaterThanOrEqual(3);
    const previewIds = new Set(preview.map((p) => p.artwork));
    const memberships = await db.select().from(artworkCollections);
    for (const id of previewIds)
      expect(memberships.filter((m) => m.artwork_id === id)).toHaveLength(1);
    expect(rows.filter((a) => previewIds.has(a.id) && a.featured)).toHaveLength(0);

    const images = await db.select().from(uploadedImages);
    expect(images.length).toBe(report!.images);
    for (const img of images)
      for (const v of img.variants) expect(existsSync(fileOf(v.url)), v.url).toBe(true);
  });

  it('writes a believable blog: published over the past year, one scheduled, one draft, one video', async () => {
    const posts = await t.app.db.select().from(blogPosts);
    const now = Date.now();
    const byStatus = (s: string) => posts.filter((p) => p.status === s);
    expect(byStatus('published')).toHaveLength(10);
    expect(byStatus('draft')).toHaveLength(1);
    expect(byStatus('draft')[0]!.published_at).toBeNull();
    const [scheduled] = byStatus('scheduled');
    expect(scheduled!.published_at!.getTime() - now).toBeGreaterThan(6 * DAY);
    expect(scheduled!.published_at!.getTime() - now).toBeLessThan(8 * DAY);
    for (const p of byStatus('published')) {
      expect(p.published_at!.getTime()).toBeLessThan(now);
      expect(p.published_at!.getTime()).toBeGreaterThan(now - 366 * DAY);
    }
    for (const p of posts) {
      expect(words(p.content), p.title).toBeGreaterThanOrEqual(300);
      expect(words(p.content), p.title).toBeLessThanOrEqual(900);
      expect(p.content).toMatch(/<h2>/);
      expect(p.content).toMatch(/<blockquote>/);
      expect(p.excerpt).toBeTruthy();
      expect(p.author_name).toBe('Elena Marsh');
      expect(existsSync(fileOf(p.featured_image_url!))).toBe(true);
    }
    const video = posts.filter((p) => p.video_url);
    expect(video).toHaveLength(1);
    expect(video[0]).toMatchObject({
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      video_provider: 'youtube',
    });
    const categories = (await t.app.db.select().from(blogCategories)).map((c) => c.name).sort();
    expect(categories).toEqual(['Exhibitions', 'Process', 'Studio Notes']);
    expect(POSTS.every((p) => p.categories.length > 0)).toBe(true);
  });

  it('fills the home and about pages and the demo settings', async () => {
    const home = await t.inject({ method: 'GET', url: '/api/v1/page-content/home' });
    expect(home.statusCode).toBe(200);
    expect(home.json().data).toMatchObject({
      hero_heading: expect.any(String),
      welcome_text: expect.stringContaining('<p>'),
    });
    const about = await t.inject({ method: 'GET', url: '/api/v1/page-content/about' });
    expect(about.json().data.artist_bio).toContain('Elena Marsh');
    expect(about.json().data.artist_statement).toMatch(/^<p>/);

    const db = t.app.db;
    expect(await getValue(db, 'site_name')).toBe('Elena Marsh');
    expect(await getValue(db, 'contact_email')).toBe('studio@elenamarsh.example');
    expect(await getValue(db, 'instagram_url')).toBe('https://www.instagram.com/elenamarsh.studio');
    expect(await getValue(db, 'preview_password')).not.toBe('preview2026');
    expect(await verifySecret(db, 'preview_password', 'preview2026')).toBe(true);
  });

  it('returns false the second time and changes nothing', async () => {
    const before = {
      counts: await counts(t.app.db),
      settings: await t.app.db.select().from(settings),
      files: filesUnder(t.config.dataDir),
    };
    expect(await seedDemoContent(t.app, FAST)).toBe(false);
    expect(await counts(t.app.db)).toEqual(before.counts);
    expect(await t.app.db.select().from(settings)).toEqual(before.settings);
    expect(filesUnder(t.config.dataDir)).toEqual(before.files);
  });
});

describe('seedDemoContent on a database with content', () => {
  const t = useTestApp();

  it('leaves a database with one collection untouched', async () => {
    await t.app.db.insert(collections).values({ name: 'Commissions', slug: 'commissions' });
    const before = await counts(t.app.db);
    expect(await seedDemoContent(t.app, FAST)).toBe(false);
    expect(await counts(t.app.db)).toEqual(before);
    expect(before).toMatchObject({ collections: 1, artworks: 0, posts: 0, images: 0 });
    expect(await getValue(t.app.db, 'preview_password')).toBeNull();
    expect(await getValue(t.app.db, 'contact_email')).toBe('');
    expect(filesUnder(path.join(t.config.dataDir, 'uploads'))).toEqual([]);
    await t.app.db.delete(collections);
  });

  it('counts an artwork, a post or a page as content too', async () => {
    const db = t.app.db;
    const cases = [
      () => db.insert(artworks).values({ title: 'Mine' }),
      () => db.insert(blogPosts).values({ slug: 'hello', title: 'Hello' }),
      () => db.insert(pageContent).values({ page: 'home', hero_heading: 'My own words' }),
    ];
    for (const insert of cases) {
      await insert();
      expect(await seedDemoContent(t.app, FAST)).toBe(false);
      await db.delete(artworks);
      await db.delete(blogPosts);
      await db.delete(pageContent);
    }
    expect(await counts(db)).toMatchObject({ collections: 0, artworks: 0, images: 0 });
  });
});

describe('seedDemoContent run twice at once', () => {
  const t = useTestApp();

  it('seeds once', async () => {
    const results = await Promise.all([seedDemoContent(t.app, FAST), seedDemoContent(t.app, FAST)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await counts(t.app.db)).toMatchObject({
      collections: 4,
      artworks: ARTWORKS.length,
      posts: 12,
    });
  });
});
