import { dollarsToCents } from '@atelier/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import {
  artworkCollections,
  artworks,
  blogCategories,
  blogPostCategories,
  blogPosts,
  collections,
  newsletterIssues,
  pageContent,
} from '../db/schema/index';
import { sanitizeRichText } from '../lib/sanitize';
import { slugify } from '../lib/slug';
import { SETTINGS, getValue, updateOne } from '../modules/settings/settings.service';
import { ARTWORKS, COLLECTIONS } from './artworks.data';
import { createDemoImages, type DemoImages } from './demo-images';
import { DEMO_SETTINGS, PAGES } from './pages.data';
import { BLOG_CATEGORIES, DEMO_LETTER, POSTS } from './posts.data';

const DAY = 24 * 60 * 60 * 1000;
/** Two instances starting together on one empty database: only one of them seeds. */
const SEED_LOCK = 727275;

export interface SeedOptions {
  /** Longer side of the generated paintings in pixels (default 1500; tests use small ones). */
  imageSize?: number;
}

export interface SeedReport {
  collections: number;
  artworks: number;
  images: number;
  posts: number;
  categories: number;
  pages: number;
  settings: string[];
  ms: number;
}

/** True when the database holds any catalogue, blog or page content: the seed leaves it alone. */
export async function hasContent(db: DbOrTx): Promise<boolean> {
  for (const table of [artworks, collections, blogPosts, blogCategories, pageContent]) {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(table)
      .limit(1);
    if (row) return true;
  }
  return false;
}

/**
 * Demo content for an empty database: paintings generated on the spot (no downloads),
 * collections, artworks, blog posts, page texts and the demo settings. Returns false, and
 * touches nothing, when the database has content already.
 */
export async function seedDemoContent(
  app: FastifyInstance,
  options: SeedOptions = {},
): Promise<boolean> {
  return (await seedDemo(app, options)) !== null;
}

/** Same as seedDemoContent, with a report of what was created (null when nothing was). */
export async function seedDemo(
  app: FastifyInstance,
  options: SeedOptions = {},
): Promise<SeedReport | null> {
  const started = performance.now();
  if (await hasContent(app.db)) return null;
  const images = await createDemoImages(app, ARTWORKS, options.imageSize ?? 1500);
  const report = await app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasContent(tx)) return null;
    return insertContent(tx, images);
  });
  if (!report) return null;
  const imageCount = [...images.values()].reduce((n, i) => n + (i.framed ? 2 : 1), 0);
  return { ...report, images: imageCount, ms: Math.round(performance.now() - started) };
}

async function insertContent(
  tx: Tx,
  images: Map<string, DemoImages>,
): Promise<Omit<SeedReport, 'images' | 'ms'>> {
  const now = Date.now();
  const imageOf = (title: string) => {
    const found = images.get(title);
    if (!found) throw new Error(`demo seed: no image for "${title}"`);
    return found;
  };

  const collectionRows = await tx
    .insert(collections)
    .values(
      COLLECTIONS.map((c, i) => ({
        name: c.name,
        slug: slugify(c.name),
        description: c.description,
        ordering: i,
      })),
    )
    .returning({ id: collections.id, name: collections.name });
  const collectionId = new Map(collectionRows.map((c) => [c.name, c.id]));

  const artworkRows = await tx
    .insert(artworks)
    .values(
      ARTWORKS.map((a, i) => {
        const { image, framed } = imageOf(a.title);
        const created = new Date(Math.min(now - i * DAY, Date.UTC(a.year, 11 - (i % 12), 10)));
        return {
          title: a.title,
          year_created: a.year,
          material: 'Oil',
          substrate: a.substrate,
          width: a.width,
          height: a.height,
          price_cents: dollarsToCents(a.price),
          availability: a.availability,
          primary_image_url: image.url,
          thumbnail_url: image.thumbnail_url,
          framed_image_url: framed?.url ?? null,
          artist_comments: sanitizeRichText(a.comments),
          accolades: a.accolades ?? [],
          featured: a.featured ?? false,
          is_public: !a.hidden,
          ordering: i,
          stock: a.availability === 'sold' ? 0 : 1,
          created_at: created,
          updated_at: created,
        };
      }),
    )
    .returning({ id: artworks.id });
  await tx.insert(artworkCollections).values(
    ARTWORKS.flatMap((a, i) =>
      a.collections.map((name, position) => ({
        artwork_id: artworkRows[i]!.id,
        collection_id: collectionId.get(name)!,
        position,
      })),
    ),
  );

  const categoryRows = await tx
    .insert(blogCategories)
    .values(BLOG_CATEGORIES.map((name) => ({ name, slug: slugify(name) })))
    .returning({ id: blogCategories.id, name: blogCategories.name });
  const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));

  const postRows = await tx
    .insert(blogPosts)
    .values(
      POSTS.map((p) => {
        const { image } = imageOf(p.image);
        const publishedAt = p.daysAgo === null ? null : atTwoPm(now - p.daysAgo * DAY);
        const created =
          publishedAt && publishedAt.getTime() < now
            ? new Date(publishedAt.getTime() - 2 * DAY)
            : new Date(now - 3 * DAY);
        return {
          slug: slugify(p.title),
          title: p.title,
          excerpt: p.excerpt,
          content: sanitizeRichText(p.content),
          thumbnail_url: image.thumbnail_url,
          featured_image_url: image.url,
          video_url: p.video?.url ?? null,
          video_provider: p.video?.provider ?? null,
          status: p.status,
          published_at: publishedAt,
          author_name: 'Elena Marsh',
          created_at: created,
          updated_at: publishedAt && publishedAt.getTime() < now ? publishedAt : created,
        };
      }),
    )
    .returning({ id: blogPosts.id });
  await tx.insert(blogPostCategories).values(
    POSTS.flatMap((p, i) =>
      p.categories.map((name, position) => ({
        post_id: postRows[i]!.id,
        category_id: categoryId.get(name)!,
        position,
      })),
    ),
  );

  // One letter already sent and published on the web, so the archive on /mailing-list and a
  // letter's own page have something to show.
  await tx.insert(newsletterIssues).values({
    subject: DEMO_LETTER.subject,
    preheader: DEMO_LETTER.preheader,
    body_html: sanitizeRichText(DEMO_LETTER.body),
    web_slug: slugify(DEMO_LETTER.subject),
    status: 'sent',
    publish_on_web: true,
    sent_at: new Date(now - 20 * DAY),
    created_at: new Date(now - 21 * DAY),
    updated_at: new Date(now - 20 * DAY),
  });

  const { home, about } = PAGES;
  await tx.insert(pageContent).values([
    { page: 'home', ...home, welcome_text: sanitizeRichText(home.welcome_text) },
    {
      page: 'about',
      ...about,
      artist_bio: sanitizeRichText(about.artist_bio),
      artist_statement: sanitizeRichText(about.artist_statement),
    },
  ]);

  const settings: string[] = [];
  for (const key of Object.keys(DEMO_SETTINGS) as (keyof typeof DEMO_SETTINGS)[]) {
    // Only settings the owner has not changed yet; the service validates (and hashes the password).
    if ((await getValue(tx, key)) !== SETTINGS[key].default) continue;
    await updateOne(tx, key, DEMO_SETTINGS[key]);
    settings.push(key);
  }

  return {
    collections: collectionRows.length,
    artworks: artworkRows.length,
    posts: postRows.length,
    categories: categoryRows.length,
    pages: 2,
    settings,
  };
}

/** A publication time of 14:00 UTC on the day `ms` falls on. */
function atTwoPm(ms: number): Date {
  const d = new Date(ms);
  d.setUTCHours(14, 0, 0, 0);
  return d;
}
