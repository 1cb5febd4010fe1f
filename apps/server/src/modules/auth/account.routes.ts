import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Account,
  ChangeEmailInput,
  ChangePasswordInput,
  IdParam,
  MessageResult,
  NoBody,
  Session,
  User,
  dataOf,
} from '@atelier/core';
import { z } from 'zod';
import { throttle } from '../../lib/throttle';
import * as account from './account.service';
import { requestAddressKey } from '../../lib/client-address';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The signed-in admin's own account: password, email and sessions. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { tags: ['account'], security: [{ bearer: [] }] };
  // A stolen session must not become a way to guess the password.
  const passwordGuard = throttle(app, [
    {
      name: 'account-password',
      max: 10,
      windowMs: FIFTEEN_MINUTES,
      key: (r) => String(r.user?.id ?? requestAddressKey(r)),
    },
  ]);

  app.get(
    '/auth/account',
    { onRequest: app.requireAdmin, schema: { ...admin, response: { 200: dataOf(Account) } } },
    async (request) => ({ data: await account.getAccount(app, request.user!.id) }),
  );

  app.put(
    '/auth/account/password',
    {
      onRequest: app.requireAdmin,
      preHandler: passwordGuard,
      schema: { ...admin, body: ChangePasswordInput, response: { 200: dataOf(MessageResult) } },
    },
    async (request) => ({
      data: await account.changePassword(app, request.user!.id, request.sessionId!, request.body),
    }),
  );

  app.put(
    '/auth/account/email',
    {
      onRequest: app.requireAdmin,
      preHandler: passwordGuard,
      schema: { ...admin, body: ChangeEmailInput, response: { 200: dataOf(User) } },
    },
    async (request) => ({
      data: await account.changeEmail(app, request.user!.id, request.sessionId!, request.body),
    }),
  );

  app.get(
    '/auth/sessions',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, response: { 200: dataOf(z.array(Session)) } },
    },
    async (request) => ({
      data: await account.listSessions(app, request.user!.id, request.sessionId!),
    }),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, params: IdParam, response: { 200: dataOf(MessageResult) } },
    },
    async (request) => {
      await account.revokeSession(app, request.user!.id, request.params.id);
      return { data: { message: 'Session signed out' } };
    },
  );

  app.post(
    '/auth/sessions/revoke-others',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, body: NoBody, response: { 200: dataOf(MessageResult) } },
    },
    async (request) => {
      await account.revokeOtherSessions(app, request.user!.id, request.sessionId!);
      return { data: { message: 'Every other session is signed out' } };
    },
  );
};
export default accountRoutes;
