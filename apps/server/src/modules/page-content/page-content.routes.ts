import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PageContent,
  PageContentCreate,
  PageContentUpdate,
  PageParam,
  dataOf,
} from '@atelier/core';
import { z } from 'zod';
import { publicRead } from '../../lib/public-reads';
import * as service from './page-content.service';

const admin = { tags: ['page-content'], security: [{ bearer: [] }] };

const pageContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/page-content',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, response: { 200: dataOf(z.array(PageContent)) } },
    },
    async () => ({ data: await service.listPages(app.db) }),
  );
  publicRead(
    app,
    '/page-content/:page',
    { tags: ['page-content'], params: PageParam, response: { 200: dataOf(PageContent) } },
    async ({ params }) => ({ data: await service.getPage(app.db, params.page) }),
  );
  app.put(
    '/page-content/:page',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        params: PageParam,
        body: PageContentUpdate,
        response: { 200: dataOf(PageContent) },
      },
    },
    async (request) => ({
      data: await service.updatePage(app.db, request.params.page, request.body),
    }),
  );
  app.post(
    '/page-content',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, body: PageContentCreate, response: { 201: dataOf(PageContent) } },
    },
    async (request, reply) => {
      const { page, ...fields } = request.body;
      return reply.status(201).send({ data: await service.createPage(app.db, page, fields) });
    },
  );
};
export default pageContentRoutes;
