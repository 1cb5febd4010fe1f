import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BlogCategory,
  BlogCategoryInput,
  BlogCategoryUpdate,
  IdParam,
  dataOf,
} from '@atelier/core';
import { z } from 'zod';
import { publicRead } from '../../lib/public-reads';
import * as service from './blog-categories.service';

const admin = { tags: ['blog'], security: [{ bearer: [] }] };

const blogCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  publicRead(
    app,
    '/blog/categories',
    { tags: ['blog'], response: { 200: dataOf(z.array(BlogCategory)) } },
    async () => ({ data: await service.listCategories(app.db) }),
  );
  app.post(
    '/blog/categories',
    {
      preHandler: app.requireAdmin,
      schema: { ...admin, body: BlogCategoryInput, response: { 201: dataOf(BlogCategory) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.createCategory(app.db, request.body) }),
  );
  app.put(
    '/blog/categories/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        ...admin,
        params: IdParam,
        body: BlogCategoryUpdate,
        response: { 200: dataOf(BlogCategory) },
      },
    },
    async (request) => ({
      data: await service.updateCategory(app.db, request.params.id, request.body),
    }),
  );
  app.delete(
    '/blog/categories/:id',
    {
      preHandler: app.requireAdmin,
      schema: { ...admin, params: IdParam, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.deleteCategory(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
export default blogCategoriesRoutes;
