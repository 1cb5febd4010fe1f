import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FailedEmail,
  FailedEmailCount,
  FailedEmailListQuery,
  IdParam,
  MessageResult,
  dataOf,
  listOf,
} from '@atelier/core';
import * as service from './failed-emails.service';

const admin = { tags: ['emails'], security: [{ bearer: [] }] };

/** The outbox as the admin sees it: emails that failed for good, and "send again". */
const emailsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/emails/failed',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        querystring: FailedEmailListQuery,
        response: { 200: listOf(FailedEmail) },
      },
    },
    async (request) => service.listFailedEmails(app.db, request.query),
  );

  app.get(
    '/admin/emails/failed/count',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, response: { 200: dataOf(FailedEmailCount) } },
    },
    async () => ({ data: { count: await service.failedEmailCount(app.db) } }),
  );

  app.post(
    '/admin/emails/:id/resend',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, params: IdParam, response: { 200: dataOf(MessageResult) } },
    },
    async (request) => ({ data: await service.resendEmail(app.db, request.params.id) }),
  );
};
export default emailsAdminRoutes;
