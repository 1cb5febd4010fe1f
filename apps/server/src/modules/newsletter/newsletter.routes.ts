import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParam,
  MessageResult,
  SubscribeInput,
  SubscribeResult,
  Subscriber,
  SubscriberExportQuery,
  SubscriberListQuery,
  TokenInput,
  dataOf,
  listOf,
} from '@atelier/core';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv';
import { throttlePerAddress, throttlePerAddressAndEmail } from '../../lib/throttle';
import * as newsletter from './newsletter.service';
import * as subscribers from './subscribers.service';

const admin = { tags: ['newsletter'], security: [{ bearer: [] }] };
const TEN_MINUTES = 10 * 60 * 1000;

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per address and per email asked for: nobody can flood someone's inbox with confirmations.
  const subscribeThrottle = throttlePerAddressAndEmail(app, 'newsletter', {
    address: { max: 10, windowMs: TEN_MINUTES },
    email: { max: 5, windowMs: 6 * TEN_MINUTES },
  });
  const tokenThrottle = throttlePerAddress(app, 'newsletter-token', {
    max: 30,
    windowMs: TEN_MINUTES,
  });

  app.post(
    '/newsletter/subscribe',
    {
      preHandler: subscribeThrottle,
      schema: {
        tags: ['newsletter'],
        body: SubscribeInput,
        response: { 200: dataOf(SubscribeResult) },
      },
    },
    async (request) => ({ data: await newsletter.subscribe(app, request.body) }),
  );

  app.post(
    '/newsletter/verify',
    {
      preHandler: tokenThrottle,
      schema: { tags: ['newsletter'], body: TokenInput, response: { 200: dataOf(MessageResult) } },
    },
    async (request) => ({ data: await newsletter.verify(app, request.body.token) }),
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      preHandler: tokenThrottle,
      schema: { tags: ['newsletter'], body: TokenInput, response: { 200: dataOf(MessageResult) } },
    },
    async (request) => ({ data: await newsletter.unsubscribe(app, request.body.token) }),
  );

  app.get(
    '/admin/subscribers',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, querystring: SubscriberListQuery, response: { 200: listOf(Subscriber) } },
    },
    async (request) => subscribers.listSubscribers(app.db, request.query),
  );

  app.get(
    '/admin/subscribers/export',
    { onRequest: app.requireAdmin, schema: { ...admin, querystring: SubscriberExportQuery } },
    async (request, reply) =>
      sendCsv(reply, subscribers.exportSubscribers(app.db, request.query.status)),
  );

  app.delete(
    '/admin/subscribers/:id',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, params: IdParam, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await subscribers.deleteSubscriber(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
export default newsletterRoutes;
