import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** What the pages load: our own files, the video players' frames, Stripe's checkout form. */
const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'https:'],
    fontSrc: ["'self'", 'data:'],
    frameSrc: [
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", 'https://checkout.stripe.com'],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

/**
 * Helmet's security headers on every answer. The middleware is built once: the Fastify
 * wrapper built it again for every request, parsing the policy each time, which was a few
 * percent of an uncached page's CPU (decision 030), and a page reads its data through
 * several in-process requests.
 */
export default fp(async function securityHeaders(app: FastifyInstance) {
  const setHeaders = helmet({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
});
