import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BulkResult,
  Collection,
  CollectionInput,
  CollectionReorderInput,
  CollectionUpdate,
  IdParam,
  dataOf,
} from '@atelier/core';
import { z } from 'zod';
import { publicRead } from '../../lib/public-reads';
import * as service from './collections.service';

const tags = ['collections'];
const admin = { tags, security: [{ bearer: [] }] };

const collectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  publicRead(
    app,
    '/collections',
    { tags, response: { 200: dataOf(z.array(Collection)) } },
    async (_input, { isAdmin }) => ({ data: await service.listCollections(app.db, { isAdmin }) }),
  );

  app.get(
    '/collections/:id',
    { schema: { tags, params: IdParam, response: { 200: dataOf(Collection) } } },
    async (request) => ({
      data: await service.getCollection(app.db, request.params.id, {
        isAdmin: Boolean(request.user),
      }),
    }),
  );

  app.post(
    '/collections',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, body: CollectionInput, response: { 201: dataOf(Collection) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.createCollection(app.db, request.body) }),
  );

  // Registered before /collections/:id so "reorder" is never read as an id.
  app.put(
    '/collections/reorder',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, body: CollectionReorderInput, response: { 200: dataOf(BulkResult) } },
    },
    async (request) => ({ data: await service.reorderCollections(app.db, request.body) }),
  );

  app.put(
    '/collections/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        params: IdParam,
        body: CollectionUpdate,
        response: { 200: dataOf(Collection) },
      },
    },
    async (request) => ({
      data: await service.updateCollection(app.db, request.params.id, request.body),
    }),
  );

  app.delete(
    '/collections/:id',
    { onRequest: app.requireAdmin, schema: { ...admin, params: IdParam } },
    async (request, reply) => {
      await service.deleteCollection(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
export default collectionsRoutes;
