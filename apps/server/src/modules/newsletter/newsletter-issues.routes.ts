import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParam,
  MessageResult,
  NewsletterArchiveIssue,
  NewsletterArchiveItem,
  NewsletterArchiveSlugParam,
  NewsletterAudienceCount,
  NewsletterAudienceCountQuery,
  NewsletterFailureList,
  NewsletterIssue,
  NewsletterIssueInput,
  NewsletterIssueListQuery,
  NewsletterIssueUpdate,
  NewsletterPreviewInput,
  NewsletterPreviewResult,
  NewsletterSendInput,
  NoBody,
  PreviewAccessLinkInput,
  PreviewGrant,
  TokenInput,
  dataOf,
  listOf,
} from '@atelier/core';
import { z } from 'zod';
import { publicRead } from '../../lib/public-reads';
import { throttlePerAddress } from '../../lib/throttle';
import { archiveIssue, archiveList } from './newsletter-archive.service';
import * as editing from './newsletter-editing.service';
import { cancelIssue, sendIssue } from './newsletter-scheduling.service';
import { failures } from './newsletter-sending.service';
import { exchangePreviewLink } from './newsletter-tokens.service';
import { unsubscribe } from './newsletter.service';

const admin = { tags: ['newsletter'], security: [{ bearer: [] }] };
const BASE = '/admin/newsletter/issues';

/** Newsletter issues: compose, preview, send, figures, archive (decision 033). */
const newsletterIssuesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokenThrottle = throttlePerAddress(app, 'newsletter-link', {
    max: 30,
    windowMs: 10 * 60 * 1000,
  });

  app.get(
    BASE,
    {
      schema: {
        ...admin,
        querystring: NewsletterIssueListQuery,
        response: { 200: listOf(NewsletterIssue) },
      },
    },
    async (request) => editing.listIssues(app.db, request.query),
  );
  app.post(
    BASE,
    {
      schema: { ...admin, body: NewsletterIssueInput, response: { 201: dataOf(NewsletterIssue) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await editing.createIssue(app, request.body) }),
  );
  app.get(
    `${BASE}/:id`,
    { schema: { ...admin, params: IdParam, response: { 200: dataOf(NewsletterIssue) } } },
    async (request) => ({ data: await editing.getIssue(app.db, request.params.id) }),
  );
  app.put(
    `${BASE}/:id`,
    {
      schema: {
        ...admin,
        params: IdParam,
        body: NewsletterIssueUpdate,
        response: { 200: dataOf(NewsletterIssue) },
      },
    },
    async (request) => ({
      data: await editing.updateIssue(app, request.params.id, request.body),
    }),
  );
  app.delete(
    `${BASE}/:id`,
    { schema: { ...admin, params: IdParam, response: { 204: z.null() } } },
    async (request, reply) => {
      await editing.deleteIssue(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/admin/newsletter/preview',
    {
      schema: {
        ...admin,
        body: NewsletterPreviewInput,
        response: { 200: dataOf(NewsletterPreviewResult) },
      },
    },
    async (request) => ({ data: await editing.preview(app, request.body) }),
  );
  app.get(
    '/admin/newsletter/audience-count',
    {
      schema: {
        ...admin,
        querystring: NewsletterAudienceCountQuery,
        response: { 200: dataOf(NewsletterAudienceCount) },
      },
    },
    async (request) => ({ data: await editing.audienceCount(app.db, request.query.topics) }),
  );
  app.post(
    `${BASE}/:id/test`,
    {
      schema: { ...admin, params: IdParam, body: NoBody, response: { 200: dataOf(MessageResult) } },
    },
    async (request) => ({
      data: await editing.sendTest(app, request.params.id, request.user!.email),
    }),
  );
  app.post(
    `${BASE}/:id/send`,
    {
      schema: {
        ...admin,
        params: IdParam,
        body: NewsletterSendInput.optional(),
        response: { 200: dataOf(NewsletterIssue) },
      },
    },
    async (request) => ({
      data: await sendIssue(app, request.params.id, request.body?.at),
    }),
  );
  app.post(
    `${BASE}/:id/cancel`,
    {
      schema: {
        ...admin,
        params: IdParam,
        body: NoBody,
        response: { 200: dataOf(NewsletterIssue) },
      },
    },
    async (request) => ({ data: await cancelIssue(app.db, request.params.id) }),
  );
  app.get(
    `${BASE}/:id/sent-copy`,
    { schema: { ...admin, params: IdParam, response: { 200: dataOf(NewsletterPreviewResult) } } },
    async (request) => ({ data: await editing.sentCopy(app, request.params.id) }),
  );
  app.get(
    `${BASE}/:id/failures`,
    { schema: { ...admin, params: IdParam, response: { 200: dataOf(NewsletterFailureList) } } },
    async (request) => ({ data: await failures(app.db, request.params.id) }),
  );
  app.post(
    '/admin/blog/posts/:id/newsletter',
    {
      schema: {
        ...admin,
        params: IdParam,
        body: NoBody,
        response: { 201: dataOf(NewsletterIssue) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await editing.issueFromPost(app, request.params.id) }),
  );

  publicRead(
    app,
    '/newsletter/archive',
    { tags: ['newsletter'], response: { 200: dataOf(z.array(NewsletterArchiveItem)) } },
    async () => ({ data: await archiveList(app.db) }),
  );
  publicRead(
    app,
    '/newsletter/archive/:slug',
    {
      tags: ['newsletter'],
      params: NewsletterArchiveSlugParam,
      response: { 200: dataOf(NewsletterArchiveIssue) },
    },
    async ({ params }) => ({ data: await archiveIssue(app, params.slug) }),
  );

  // RFC 8058: mail providers POST a form ("List-Unsubscribe=One-Click"); it is read by nobody,
  // so these bodies are accepted here (this plugin only) and dropped.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_req, _body, done) =>
      done(null, undefined),
    );

  // RFC 8058: the provider POSTs "List-Unsubscribe=One-Click" (or nothing we read); the token
  // is in the URL.
  app.post(
    '/newsletter/unsubscribe/one-click',
    {
      preHandler: tokenThrottle,
      schema: {
        tags: ['newsletter'],
        querystring: TokenInput,
        body: NoBody,
        response: { 200: dataOf(MessageResult) },
      },
    },
    async (request) => ({ data: await unsubscribe(app, request.query.token) }),
  );
  app.post(
    '/preview/access-link',
    {
      preHandler: tokenThrottle,
      schema: {
        tags: ['preview'],
        body: PreviewAccessLinkInput,
        response: { 200: dataOf(PreviewGrant) },
      },
    },
    async (request) => ({ data: await exchangePreviewLink(app, request.body.token) }),
  );
};
export default newsletterIssuesRoutes;
