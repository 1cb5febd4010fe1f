import type { FastifyInstance } from 'fastify';
import { currentListingVersion } from '../../db/listing-version';
import { weakEtag } from '../../lib/response-cache';
import { nextScheduledPublication } from '../blog/blog-posts.service';
import { buildSitemap } from './feeds.serialize';
import {
  readStoredFile,
  storeBuild,
  type SitemapBuild,
  type StoredSitemapFile,
} from './sitemap-files.repository';

/** A build under way in this process, and the version of the data it lists, once read. */
interface Running {
  version: Promise<number>;
  build: Promise<SitemapBuild>;
}

const running = new WeakMap<FastifyInstance, Running>();

/**
 * Reads the data at the version it is at when the build starts (read first, so the data read
 * after it is at least that new), and stores the build for every instance.
 */
function buildAndStore(app: FastifyInstance): Running {
  const version = currentListingVersion(app.db);
  const build = version.then(async (at) => {
    const now = new Date();
    const [files, validUntil] = await Promise.all([
      buildSitemap(app),
      nextScheduledPublication(app.db, now),
    ]);
    const built: SitemapBuild = {
      files: files.map((xml) => ({ xml, etag: weakEtag(xml) })),
      version: at,
      origin: app.config.publicUrl,
      validUntil,
    };
    await storeBuild(app.db, built);
    return built;
  });
  return { version, build };
}

/**
 * A file of the sitemap (0 is /sitemap.xml, n is /sitemap-n.xml), or null if it has no such
 * part. It is read as stored while the data it lists is unchanged, so no number of crawlers makes
 * the server build it again; the first read after a change builds it (decision 030, "Later: the
 * sitemap stored"). Concurrent reads share a build, but only one of data at least as new as the
 * version they found, so none is answered from data older than what it saw.
 */
export async function sitemapFile(
  app: FastifyInstance,
  part: number,
): Promise<StoredSitemapFile | null> {
  const stored = await readStoredFile(app.db, part, app.config.publicUrl, new Date());
  if (stored.current) return stored.file;
  let current = running.get(app);
  if (!current || (await current.version) < stored.version) {
    const started = buildAndStore(app);
    running.set(app, started);
    const done = () => {
      if (running.get(app) === started) running.delete(app);
    };
    // A failed build is the reads' error; the next read tries again.
    started.build.then(done, done);
    current = started;
  }
  return (await current.build).files[part] ?? null;
}
