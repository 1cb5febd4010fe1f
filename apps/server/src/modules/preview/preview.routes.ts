import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PreviewAccessInput, PreviewGrant, dataOf } from '@atelier/core';
import { throttle } from '../../lib/throttle';
import { grantByPassword } from './preview.service';

const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = throttle(app, [
    { name: 'preview-ip', max: 20, windowMs: 15 * 60 * 1000, key: (r) => r.ip },
  ]);
  app.post(
    '/preview/access',
    {
      preHandler: guard,
      schema: {
        tags: ['preview'],
        body: PreviewAccessInput,
        response: { 200: dataOf(PreviewGrant) },
      },
    },
    async (request) => ({
      data: await grantByPassword(app.db, app.secrets.signingKey, request.body.password),
    }),
  );
};
export default previewRoutes;
