import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@atelier/core';
import { UPLOADS_PATH } from '../modules/uploads/storage.service';

/** A JSON string (or an HTML attribute inside one) that starts with /uploads/. */
const UPLOAD_REF = new RegExp(`(\\\\?")${UPLOADS_PATH.replaceAll('/', '\\/')}`, 'g');

/**
 * With PUBLIC_ASSET_URL, public API reads name uploaded images under it (a CDN, or the
 * bucket), so browsers fetch them there: "/uploads/<key>" becomes "<PUBLIC_ASSET_URL>/<key>",
 * in fields and in the <img src> of rich text alike. Server-rendered pages read the API the
 * same way (plugins/public-reads.ts), so they carry the same URLs. The database keeps the
 * site path, so moving to another CDN is one setting; the admin, signed in, reads and saves
 * that path too (decision 025).
 */
export default fp(async function assetUrls(app: FastifyInstance) {
  if (!app.config.publicAssetUrl) return;
  const rewrite = assetUrlRewriter(app.config.publicAssetUrl);
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || request.method !== 'GET') return payload;
    if (request.headers.authorization || !request.url.startsWith(`${API_PREFIX}/`)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    return rewrite(payload);
  });
});

/** A public read's JSON with its uploads named under `base`; unchanged without one. */
export function assetUrlRewriter(base: string | undefined): (json: string) => string {
  if (!base) return (json) => json;
  return (json) => json.replace(UPLOAD_REF, `$1${base}/`);
}
