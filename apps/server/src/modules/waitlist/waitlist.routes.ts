import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParam,
  JoinWaitlistInput,
  MessageResult,
  TokenInput,
  WaitlistEntry,
  WaitlistExportQuery,
  WaitlistListQuery,
  dataOf,
  listOf,
} from '@atelier/core';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv';
import { throttlePerAddressAndEmail } from '../../lib/throttle';
import { hasPreviewAccess } from '../preview/preview.service';
import * as service from './waitlist.service';
import * as admin from './waitlist-admin.service';
import { requestAddressKey } from '../../lib/client-address';

const tags = ['waitlist'];
const adminSchema = { tags, security: [{ bearer: [] }] };

/**
 * "Tell me about similar work" (decision 034): a visitor joins from a sold work, confirms by
 * the emailed link, and leaves from any notice. The artist lists, exports and removes entries.
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

  app.get(
    '/admin/waitlist',
    {
      schema: {
        ...adminSchema,
        querystring: WaitlistListQuery,
        response: { 200: listOf(WaitlistEntry) },
      },
    },
    async (request) => admin.listWaitlist(app.db, request.query),
  );

  app.get(
    '/admin/waitlist/export',
    { schema: { ...adminSchema, querystring: WaitlistExportQuery } },
    async (request, reply) => sendCsv(reply, admin.exportWaitlist(app.db, request.query.status)),
  );

  app.delete(
    '/admin/waitlist/:id',
    { schema: { ...adminSchema, params: IdParam, response: { 204: z.null() } } },
    async (request, reply) => {
      await admin.deleteWaitlistEntry(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
export default waitlistRoutes;
