import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PreviewAccessInput, PreviewGrant, dataOf } from '@atelier/core';
import { throttlePerAddress } from '../../lib/throttle';
import { grantByPassword } from './preview.service';

const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = throttlePerAddress(app, 'preview', { max: 20, windowMs: 15 * 60 * 1000 });
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
