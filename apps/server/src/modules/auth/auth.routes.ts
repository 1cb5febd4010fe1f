import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginInput, LoginResult, MessageResult, NoBody, User, dataOf } from '@atelier/core';
import { throttle } from '../../lib/throttle';
import { bearerToken } from '../../plugins/auth';
import { login, logout, toUser } from './auth.service';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Two throttles on login: per client address and per email asked for.
  const loginThrottle = throttle(app, [
    { name: 'login-ip', max: 30, windowMs: FIFTEEN_MINUTES, key: (r) => r.ip },
    {
      name: 'login-email',
      max: 10,
      windowMs: FIFTEEN_MINUTES,
      key: (r) => String((r.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase(),
    },
  ]);

  app.post(
    '/auth/login',
    {
      preHandler: loginThrottle,
      schema: { tags: ['auth'], body: LoginInput, response: { 200: dataOf(LoginResult) } },
    },
    async (request) => ({ data: await login(app.db, request.body.email, request.body.password) }),
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
};
export default authRoutes;
