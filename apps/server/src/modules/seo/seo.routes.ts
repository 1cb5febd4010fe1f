import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCached, weakEtag } from '../../plugins/response-cache';
import { robotsTxt, rssXml, sitemapXml } from './feeds';

/** Crawlers and feed readers may keep these for five minutes; then a 304 if nothing changed. */
const CACHE_CONTROL = 'public, max-age=300';

/** /robots.txt, /sitemap.xml and /blog/rss.xml (served at the site's root, not under /api). */
export default async function seoRoutes(app: FastifyInstance) {
  const serve =
    (key: string, contentType: string, build: () => Promise<string>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const cache = app.publicCache;
      let cached = cache.get(key);
      if (!cached) {
        const generation = cache.generation;
        const body = Buffer.from(await build());
        cached = { status: 200, contentType, body, etag: weakEtag(body) };
        cache.set(key, generation, cached);
      }
      return sendCached(request, reply, cached, CACHE_CONTROL);
    };

  const hide = { schema: { hide: true } };
  app.get(
    '/robots.txt',
    hide,
    serve('robots', 'text/plain; charset=utf-8', async () =>
      robotsTxt({ url: app.config.publicUrl }),
    ),
  );
  app.get(
    '/sitemap.xml',
    hide,
    serve('sitemap', 'application/xml; charset=utf-8', () => sitemapXml(app)),
  );
  app.get(
    '/blog/rss.xml',
    hide,
    serve('rss', 'application/rss+xml; charset=utf-8', () => rssXml(app)),
  );
}
