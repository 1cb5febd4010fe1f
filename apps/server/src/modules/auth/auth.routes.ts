import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginInput, LoginResult, MessageResult, NoBody, User, dataOf } from '@atelier/core';
import { bearerToken } from '../../lib/bearer-token';
import accountRoutes from './account.routes';
import { clientOf, logout, toUser } from './auth.service';
import { login } from './login.service';
import passwordResetRoutes from './password-reset.routes';
import twoFactorRoutes from './two-factor.routes';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Nothing an auth route answers (a token, a session, a failure) belongs in any cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // Throttled inside login() by failures only (decision 021), not by attempts.
  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], body: LoginInput, response: { 200: dataOf(LoginResult) } } },
    async (request) => ({ data: await login(app, request.body, clientOf(request)) }),
  );

  app.get(
    '/auth/me',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: dataOf(User) } },
    },
    async (request) => ({ data: toUser(request.user!) }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        body: NoBody,
        response: { 200: dataOf(MessageResult) },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (token) await logout(app.db, token);
      return { data: { message: 'Logged out' } };
    },
  );

  await app.register(passwordResetRoutes);
  await app.register(accountRoutes);
  await app.register(twoFactorRoutes);
};
export default authRoutes;
