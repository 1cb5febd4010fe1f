import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BlogListQuery,
  BlogPost,
  BlogPostInput,
  BlogPostUpdate,
  IdParam,
  RecentPostsQuery,
  SlugParam,
  dataOf,
  listOf,
} from '@atelier/core';
import { z } from 'zod';
import { publicRead } from '../../lib/public-reads';
import * as service from './blog-posts.service';
import * as writes from './blog-posts-write.service';

const tags = ['blog'];
const admin = { tags, security: [{ bearer: [] }] };

const blogPostsRoutes: FastifyPluginAsyncZod = async (app) => {
  publicRead(
    app,
    '/blog/posts',
    { tags, querystring: BlogListQuery, response: { 200: listOf(BlogPost) } },
    async ({ query }, { isAdmin }) => service.listPosts(app.db, query, isAdmin),
  );
  // Static segments win over /:slug in Fastify's router; "recent" is a reserved slug.
  publicRead(
    app,
    '/blog/posts/recent',
    { tags, querystring: RecentPostsQuery, response: { 200: dataOf(z.array(BlogPost)) } },
    async ({ query }) => ({ data: await service.recentPosts(app.db, query.limit) }),
  );
  app.get(
    '/blog/posts/id/:id',
    {
      preHandler: app.requireAdmin,
      schema: { ...admin, params: IdParam, response: { 200: dataOf(BlogPost) } },
    },
    async (request) => ({ data: await service.getPostById(app.db, request.params.id, true) }),
  );
  publicRead(
    app,
    '/blog/posts/:slug',
    { tags, params: SlugParam, response: { 200: dataOf(BlogPost) } },
    async ({ params }, { isAdmin }) => ({
      data: await service.getPostBySlug(app.db, params.slug, isAdmin),
    }),
  );
  app.post(
    '/blog/posts',
    {
      preHandler: app.requireAdmin,
      schema: { ...admin, body: BlogPostInput, response: { 201: dataOf(BlogPost) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await writes.createPost(app.db, request.body) }),
  );
  app.put(
    '/blog/posts/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        ...admin,
        params: IdParam,
        body: BlogPostUpdate,
        response: { 200: dataOf(BlogPost) },
      },
    },
    async (request) => ({ data: await writes.updatePost(app.db, request.params.id, request.body) }),
  );
  app.delete(
    '/blog/posts/:id',
    {
      preHandler: app.requireAdmin,
      schema: { ...admin, params: IdParam, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.deletePost(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
export default blogPostsRoutes;
