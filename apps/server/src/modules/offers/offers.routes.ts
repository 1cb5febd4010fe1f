import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BuyerOffer,
  CounterOfferInput,
  DeclineOfferInput,
  MakeOfferInput,
  Offer,
  OfferIdParam,
  OfferMessage,
  OfferReceipt,
  OfferReplyInput,
  OfferTokenParam,
  OfferWithWork,
  ReserveForBuyerInput,
  dataOf,
} from '@atelier/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { throttlePerAddressAndEmail } from '../../lib/throttle';
import { hasPreviewAccess } from '../preview/preview.service';
import * as answers from './offer-answers.service';
import { makeOffer } from './offer-making.service';
import { offerThread, replyToOffer } from './offer-thread.service';
import { listOffers, offerByToken } from './offers.service';
import { requestAddressKey } from '../../lib/client-address';

const admin = { tags: ['offers'], security: [{ bearer: [] }] };
const actor = (request: FastifyRequest) => `admin:${request.user!.id}` as const;

/**
 * Offers and reservations (decision 032): the visitor's offer and counter-offer link, and
 * the artist's answers. Every answer that reserves a work starts a pending order, so the
 * order lifecycle's holds, expiry and payments apply unchanged.
 */
const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  // As the question about a work: a few offers per address and per email.
  const offerThrottle = throttlePerAddressAndEmail(app, 'offer', {
    address: { max: 5, windowMs: 10 * 60 * 1000 },
    email: { max: 5, windowMs: 60 * 60 * 1000 },
  });

  app.post(
    '/offers',
    {
      preHandler: offerThrottle,
      schema: { tags: ['offers'], body: MakeOfferInput, response: { 201: dataOf(OfferReceipt) } },
    },
    async (request, reply) => {
      const receipt = await makeOffer(
        app,
        request.body,
        requestAddressKey(request),
        await hasPreviewAccess(request),
      );
      return reply.status(201).send({ data: receipt });
    },
  );

  app.get(
    '/offers/:token',
    {
      schema: { tags: ['offers'], params: OfferTokenParam, response: { 200: dataOf(BuyerOffer) } },
    },
    async (request) => ({ data: await offerByToken(app, request.params.token) }),
  );

  app.post(
    '/offers/:token/accept',
    {
      schema: { tags: ['offers'], params: OfferTokenParam, response: { 200: dataOf(BuyerOffer) } },
    },
    async (request) => ({ data: await answers.acceptCounter(app, request.params.token) }),
  );

  app.get(
    '/admin/offers',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, response: { 200: dataOf(z.array(OfferWithWork)) } },
    },
    async () => ({ data: await listOffers(app) }),
  );

  const one = { ...admin, params: OfferIdParam, response: { 200: dataOf(Offer) } };
  app.post(
    '/admin/offers/:id/accept',
    { onRequest: app.requireAdmin, schema: one },
    async (request) => ({
      data: await answers.acceptOffer(app, request.params.id, actor(request)),
    }),
  );
  app.post(
    '/admin/offers/:id/counter',
    { onRequest: app.requireAdmin, schema: { ...one, body: CounterOfferInput } },
    async (request) => ({
      data: await answers.counterOffer(app, request.params.id, request.body),
    }),
  );
  app.post(
    '/admin/offers/:id/decline',
    { onRequest: app.requireAdmin, schema: { ...one, body: DeclineOfferInput } },
    async (request) => ({
      data: await answers.declineOffer(app, request.params.id, request.body),
    }),
  );
  app.get(
    '/admin/offers/:id/thread',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, params: OfferIdParam, response: { 200: dataOf(z.array(OfferMessage)) } },
    },
    async (request) => ({ data: await offerThread(app, request.params.id) }),
  );
  app.post(
    '/admin/offers/:id/reply',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        params: OfferIdParam,
        body: OfferReplyInput,
        response: { 201: dataOf(OfferMessage) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await replyToOffer(app, request.params.id, request.body) }),
  );
  app.post(
    '/admin/reservations',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, body: ReserveForBuyerInput, response: { 201: dataOf(Offer) } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await answers.reserveForBuyer(app, request.body, actor(request)) }),
  );
};
export default offersRoutes;
