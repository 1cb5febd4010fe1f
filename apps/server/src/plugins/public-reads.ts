import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PublicReads, type Reader } from '../lib/public-reads';
import { hasPreviewAccess } from '../modules/preview/preview.service';
import { assetUrlRewriter } from './asset-urls';

/** A request's reader: the signed-in admin, and whether it may see the preview collection. */
const readerOf = (request: FastifyRequest): Reader => ({
  isAdmin: Boolean(request.user),
  hasPreviewAccess: () => hasPreviewAccess(request),
});

/** The registry the modules' public reads join (`publicRead`), for `modules/seo`. */
export default fp(async function publicReads(app: FastifyInstance) {
  app.decorate(
    'publicReads',
    new PublicReads(
      app.config.env !== 'production',
      assetUrlRewriter(app.config.publicAssetUrl),
      readerOf,
    ),
  );
});
