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
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hasPreviewAccess } from '../preview/preview.service';
import * as admin from './artworks-admin.service';
import type { Viewer } from './artworks-filters.repository';
import * as service from './artworks.service';

const tags = ['artworks'];
const adminSchema = { tags, security: [{ bearer: [] }] };
const viewer = async (request: FastifyRequest): Promise<Viewer> => ({
  isAdmin: Boolean(request.user),
  previewAccess: await hasPreviewAccess(request),
});

const artworksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/artworks',
    { schema: { tags, querystring: ArtworkListQuery, response: { 200: listOf(Artwork) } } },
    async (request) => service.listArtworks(app.db, request.query, await viewer(request)),
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

  app.get(
    '/artworks/:id',
    { schema: { tags, params: IdParam, response: { 200: dataOf(Artwork) } } },
    async (request) => ({
      data: await service.getArtwork(app.db, request.params.id, await viewer(request)),
    }),
  );

  app.get(
    '/artworks/:id/related',
    {
      schema: {
        tags,
        params: IdParam,
        querystring: RelatedArtworksQuery,
        response: { 200: dataOf(z.array(Artwork)) },
      },
    },
    async (request) => ({
      data: await service.relatedArtworks(
        app.db,
        request.params.id,
        request.query.limit,
        await viewer(request),
      ),
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
