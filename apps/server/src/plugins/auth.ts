import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/errors';
import { bearerToken } from '../lib/bearer-token';
import { userForToken } from '../modules/auth/auth.service';

/**
 * Resolves the admin from a bearer token on every request (public reads show more to an
 * admin), and offers `requireAdmin` for routes that need one. Every answer to a request with a
 * valid admin token is `Cache-Control: no-store`: it may hold what only the admin may see, and
 * no browser, proxy or shared computer should keep a copy (routes may not loosen it).
 */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = bearerToken(request);
    const live = token ? await userForToken(app.db, token, request.ip) : null;
    request.user = live?.user ?? null;
    request.sessionId = live?.session.id ?? null;
    if (live) reply.header('cache-control', 'no-store');
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
  });
});
