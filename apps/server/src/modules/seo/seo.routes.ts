import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  sendCached,
  weakEtag,
  type CachedResponse,
  type CacheScope,
} from '../../lib/response-cache';
import { robotsTxt, rssXml } from './feeds.serialize';
import { sitemapFile } from './sitemap.service';

/** Crawlers and feed readers may keep these for five minutes; then a 304 if nothing changed. */
const CACHE_CONTROL = 'public, max-age=300';

const XML = 'application/xml; charset=utf-8';

/**
 * /robots.txt, /sitemap.xml (with its parts when it is split) and /blog/rss.xml, served at the
 * site's root, not under /api. Each is built once until the data it lists changes, however
 * many crawlers ask at the same time; the sitemap is also stored built, so even with the cache
 * off it is built once a change (sitemap.service.ts).
 */
const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    contentType: string,
    scopes: CacheScope[],
    build: () => Promise<{ text: string; etag?: string } | null>,
  ) => {
    const answer = await app.publicCache.fill<CachedResponse | null>(key, async () => {
      const built = await build();
      if (built === null) return { answer: null };
      const body = Buffer.from(built.text);
      const response: CachedResponse = {
        status: 200,
        contentType,
        body,
        etag: built.etag ?? weakEtag(body),
      };
      return { answer: response, keep: { response, scopes } };
    });
    if (!answer) return reply.callNotFound();
    return sendCached(request, reply, answer, CACHE_CONTROL);
  };

  const hide = { schema: { hide: true } };
  app.get('/robots.txt', hide, (request, reply) =>
    serve(request, reply, 'robots', 'text/plain; charset=utf-8', [], async () => ({
      text: robotsTxt({ url: app.config.publicUrl }),
    })),
  );
  // A stored file comes with its tag, worked out once when it was built.
  const sitemap = (part: number) => async () => {
    const file = await sitemapFile(app, part);
    return file && { text: file.xml, etag: file.etag };
  };
  app.get('/sitemap.xml', hide, (request, reply) =>
    serve(request, reply, 'sitemap', XML, ['works', 'posts'], sitemap(0)),
  );
  // The parts of a sitemap beyond 50,000 URLs: /sitemap-1.xml, /sitemap-2.xml...
  app.get(
    '/sitemap-:part.xml',
    {
      schema: { hide: true, params: z.object({ part: z.coerce.number().int().min(1).max(1000) }) },
    },
    (request, reply) =>
      serve(
        request,
        reply,
        `sitemap-${request.params.part}`,
        XML,
        ['works', 'posts'],
        sitemap(request.params.part),
      ),
  );
  app.get('/blog/rss.xml', hide, (request, reply) =>
    serve(request, reply, 'rss', 'application/rss+xml; charset=utf-8', ['posts'], async () => ({
      text: await rssXml(app),
    })),
  );
};

export default seoRoutes;
