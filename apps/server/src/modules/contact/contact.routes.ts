import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminContactMessage,
  ArtworkInquiryInput,
  ContactMessageInput,
  IdParam,
  InboxItem,
  InboxQuery,
  MessageListQuery,
  MessageResult,
  MessageUpdate,
  UnreadCount,
  dataOf,
  listOf,
} from '@atelier/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { throttlePerAddress, throttlePerAddressAndEmail } from '../../lib/throttle';
import { hasPreviewAccess } from '../preview/preview.service';
import * as service from './contact.service';
import * as inbox from './inbox.service';

const admin = { tags: ['contact'], security: [{ bearer: [] }] };
/** The sender's address and browser, stored with each message. */
const senderOf = (request: FastifyRequest) => ({
  ip: request.ip || null,
  userAgent: request.headers['user-agent'] ?? null,
});

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contactThrottle = throttlePerAddress(app, 'contact', { max: 5, windowMs: 10 * 60 * 1000 });

  app.post(
    '/contact',
    {
      preHandler: contactThrottle,
      schema: {
        tags: ['contact'],
        body: ContactMessageInput,
        response: { 201: dataOf(MessageResult) },
      },
    },
    async (request, reply) => {
      const answer = await service.submitContact(app, request.body, senderOf(request));
      return reply.status(201).send({ data: answer });
    },
  );

  // An address and an email may each ask a few questions an hour, whichever works they ask about.
  const inquiryThrottle = throttlePerAddressAndEmail(app, 'inquiry', {
    address: { max: 5, windowMs: 10 * 60 * 1000 },
    email: { max: 5, windowMs: 60 * 60 * 1000 },
  });

  app.post(
    '/inquiries',
    {
      preHandler: inquiryThrottle,
      schema: {
        tags: ['contact'],
        body: ArtworkInquiryInput,
        response: { 201: dataOf(MessageResult) },
      },
    },
    async (request, reply) => {
      const viewer = { previewAccess: await hasPreviewAccess(request) };
      const answer = await service.submitInquiry(app, request.body, senderOf(request), viewer);
      return reply.status(201).send({ data: answer });
    },
  );

  app.get(
    '/admin/messages',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        querystring: MessageListQuery,
        response: { 200: listOf(AdminContactMessage) },
      },
    },
    async (request) => service.listMessages(app.db, request.query),
  );

  // Static path: matched before /admin/messages/:id.
  app.get(
    '/admin/messages/unread-count',
    { onRequest: app.requireAdmin, schema: { ...admin, response: { 200: dataOf(UnreadCount) } } },
    async () => ({ data: await service.unreadCount(app.db) }),
  );

  app.get(
    '/admin/messages/:id',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, params: IdParam, response: { 200: dataOf(AdminContactMessage) } },
    },
    async (request) => ({ data: await service.getMessage(app.db, request.params.id) }),
  );

  app.patch(
    '/admin/messages/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        params: IdParam,
        body: MessageUpdate,
        response: { 200: dataOf(AdminContactMessage) },
      },
    },
    async (request) => ({
      data: await service.updateMessage(app.db, request.params.id, request.body),
    }),
  );

  // The one inbox (decision 051): messages, questions about works and offers together.
  app.get(
    '/admin/inbox',
    { schema: { ...admin, querystring: InboxQuery, response: { 200: listOf(InboxItem) } } },
    async (request) => inbox.listInbox(app.db, request.query),
  );

  app.get(
    '/admin/inbox/unread-count',
    { schema: { ...admin, response: { 200: dataOf(UnreadCount) } } },
    async () => ({ data: await inbox.inboxUnreadCount(app.db) }),
  );

  app.delete(
    '/admin/messages/:id',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, params: IdParam, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.deleteMessage(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
export default contactRoutes;
