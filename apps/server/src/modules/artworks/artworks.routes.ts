import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Artwork,
  ArtworkInput,
  ArtworkListQuery,
  ArtworkUpdate,
  BulkReorderInput,
  BulkResult,
  BulkVisibilityInput,
  IdParam,
  RelatedArtworksQuery,
  dataOf,
  listOf,
} from '@atelier/core';
import { z } from 'zod';
import { publicRead, type Reader } from '../../lib/public-reads';
import * as admin from './artworks-admin.service';
import type { Viewer } from './artworks-filters.repository';
import * as service from './artworks.service';

const tags = ['artworks'];
const adminSchema = { tags, security: [{ bearer: [] }] };
const viewer = async (reader: Reader): Promise<Viewer> => ({
  isAdmin: reader.isAdmin,
  previewAccess: await reader.hasPreviewAccess(),
});

const artworksRoutes: FastifyPluginAsyncZod = async (app) => {
  publicRead(
    app,
    '/artworks',
    { tags, querystring: ArtworkListQuery, response: { 200: listOf(Artwork) } },
    async ({ query }, reader) => service.listArtworks(app.db, query, await viewer(reader)),
  );

  app.post(
    '/artworks',
    {
      onRequest: app.requireAdmin,
      schema: { ...adminSchema, body: ArtworkInput, response: { 201: dataOf(Artwork) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await admin.createArtwork(app.db, request.body) }),
  );

  // The bulk routes are registered before /artworks/:id so "bulk" is never read as an id.
  app.put(
    '/artworks/bulk/reorder',
    {
      onRequest: app.requireAdmin,
      schema: { ...adminSchema, body: BulkReorderInput, response: { 200: dataOf(BulkResult) } },
    },
    async (request) => ({ data: await admin.bulkReorder(app.db, request.body) }),
  );

  app.put(
    '/artworks/bulk/visibility',
    {
      onRequest: app.requireAdmin,
      schema: { ...adminSchema, body: BulkVisibilityInput, response: { 200: dataOf(BulkResult) } },
    },
    async (request) => ({ data: await admin.bulkVisibility(app.db, request.body) }),
  );

  publicRead(
    app,
    '/artworks/:id',
    { tags, params: IdParam, response: { 200: dataOf(Artwork) } },
    async ({ params }, reader) => ({
      data: await service.getArtwork(app.db, params.id, await viewer(reader)),
    }),
  );

  publicRead(
    app,
    '/artworks/:id/related',
    {
      tags,
      params: IdParam,
      querystring: RelatedArtworksQuery,
      response: { 200: dataOf(z.array(Artwork)) },
    },
    async ({ params, query }, reader) => ({
      data: await service.relatedArtworks(app.db, params.id, query.limit, await viewer(reader)),
    }),
  );

  app.put(
    '/artworks/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...adminSchema,
        params: IdParam,
        body: ArtworkUpdate,
        response: { 200: dataOf(Artwork) },
      },
    },
    async (request) => ({
      data: await admin.updateArtwork(app.db, request.params.id, request.body),
    }),
  );

  app.delete(
    '/artworks/:id',
    { onRequest: app.requireAdmin, schema: { ...adminSchema, params: IdParam } },
    async (request, reply) => {
      await admin.deleteArtwork(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
export default artworksRoutes;
