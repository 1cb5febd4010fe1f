import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JoinWaitlistInput, TokenInput, MessageResult, dataOf } from '@atelier/core';
import { throttlePerAddressAndEmail } from '../../lib/throttle';
import { hasPreviewAccess } from '../preview/preview.service';
import * as service from './waitlist.service';
import { requestAddressKey } from '../../lib/client-address';

const tags = ['waitlist'];

/**
 * "Tell me about similar work" (decision 034): a visitor joins from a sold work, confirms by
 * the emailed link, and leaves from any notice. No admin routes: the list only sends notices.
 */
const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  // As a question about a work: a few per address and per email, so nobody is flooded with
  // confirmation emails.
  const joinThrottle = throttlePerAddressAndEmail(app, 'waitlist', {
    address: { max: 5, windowMs: 10 * 60 * 1000 },
    email: { max: 3, windowMs: 60 * 60 * 1000 },
  });

  app.post(
    '/waitlist',
    {
      preHandler: joinThrottle,
      schema: { tags, body: JoinWaitlistInput, response: { 201: dataOf(MessageResult) } },
    },
    async (request, reply) => {
      const receipt = await service.joinWaitlist(
        app,
        request.body,
        requestAddressKey(request),
        await hasPreviewAccess(request),
      );
      return reply.status(201).send({ data: receipt });
    },
  );

  app.post(
    '/waitlist/confirm',
    { schema: { tags, body: TokenInput, response: { 200: dataOf(MessageResult) } } },
    async (request) => ({ data: await service.confirmWaitlist(app, request.body.token) }),
  );

  app.post(
    '/waitlist/leave',
    { schema: { tags, body: TokenInput, response: { 200: dataOf(MessageResult) } } },
    async (request) => ({ data: await service.leaveWaitlist(app, request.body.token) }),
  );
};
export default waitlistRoutes;
