import type { FastifyInstance } from 'fastify';
import { IMMUTABLE } from '../../lib/response-cache';
import { InvalidStorageKeyError, UPLOADS_PATH, contentTypeOf } from './storage.service';

/**
 * /uploads/<key> read from the object store (STORAGE_URL), streamed through: every instance
 * serves every upload, and pages work before a CDN is put in front (PUBLIC_ASSET_URL lets
 * browsers skip this hop; decision 025).
 */
export async function uploadsFromStorage(app: FastifyInstance) {
  app.get(`${UPLOADS_PATH}*`, { schema: { hide: true } }, async (request, reply) => {
    // The router has decoded the path; a key that could leave the uploads space is not there.
    const key = (request.params as { '*': string })['*'];
    let body;
    try {
      body = await app.storage.get(key);
    } catch (err) {
      if (!(err instanceof InvalidStorageKeyError)) throw err;
      body = null;
    }
    if (!body)
      return reply.status(404).send({ error: { message: 'Not found', code: 'not_found' } });
    return reply.header('cache-control', IMMUTABLE).type(contentTypeOf(key)).send(body);
  });
}
