import type { FastifyInstance } from 'fastify';
import { weakEtag } from '../../plugins/response-cache';
import { nextScheduledPublication } from '../blog/blog-posts.service';
import { buildSitemap } from './feeds.serialize';
import {
  currentSitemapVersion,
  readCurrentFile,
  storeBuild,
  type SitemapBuild,
  type StoredSitemapFile,
} from './sitemap-files.repository';

/** A build under way in this process, and when it started on the process's own clock. */
interface Running {
  started: number;
  build: Promise<SitemapBuild>;
}

const running = new WeakMap<FastifyInstance, Running>();
let clock = 0;

/**
 * Reads the data, at the version it is at when the build starts (read first, so the data read
 * after it is at least that new), and stores the build for every instance.
 */
async function buildAndStore(app: FastifyInstance): Promise<SitemapBuild> {
  const version = await currentSitemapVersion(app.db);
  const now = new Date();
  const [files, validUntil] = await Promise.all([
    buildSitemap(app),
    nextScheduledPublication(app.db, now),
  ]);
  const build: SitemapBuild = {
    files: files.map((xml) => ({ xml, etag: weakEtag(xml) })),
    version,
    origin: app.config.publicUrl,
    validUntil,
  };
  await storeBuild(app.db, build);
  return build;
}

/**
 * A file of the sitemap (0 is /sitemap.xml, n is /sitemap-n.xml), or null if it has no such
 * part. It is read as stored while the data it lists is unchanged, so no number of crawlers makes
 * the server build it again; the first read after a change builds it (decision 030, "Later: the
 * sitemap stored"). Concurrent reads share a build, but only one that started after they found
 * the stored one out of date, so none is answered from data older than what it saw.
 */
export async function sitemapFile(
  app: FastifyInstance,
  part: number,
): Promise<StoredSitemapFile | null> {
  const asked = ++clock;
  const stored = await readCurrentFile(app.db, part, app.config.publicUrl, new Date());
  if (stored) return stored.file;
  let current = running.get(app);
  if (!current || current.started < asked) {
    const started = ++clock;
    const build = buildAndStore(app).finally(() => {
      if (running.get(app)?.started === started) running.delete(app);
    });
    current = { started, build };
    running.set(app, current);
  }
  return (await current.build).files[part] ?? null;
}
