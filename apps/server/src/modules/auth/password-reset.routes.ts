import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForgotPasswordInput, MessageResult, ResetPasswordInput, dataOf } from '@atelier/core';
import { throttlePerAddress } from '../../lib/throttle';
import { requestReset, resetPassword } from './password-reset.service';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** "Forgot password?" and the reset link's page: open routes, throttled. */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per address only: the links sent to one email are limited where they are sent
  // (LIVE_RESET_LINKS), answered the same as any other request.
  const askGuard = throttlePerAddress(app, 'reset', { max: 5, windowMs: FIFTEEN_MINUTES });
  const resetGuard = throttlePerAddress(app, 'reset-use', { max: 10, windowMs: FIFTEEN_MINUTES });

  app.post(
    '/auth/password/forgot',
    {
      preHandler: askGuard,
      schema: {
        tags: ['auth'],
        body: ForgotPasswordInput,
        response: { 200: dataOf(MessageResult) },
      },
    },
    async (request) => ({ data: await requestReset(app, request.body.email) }),
  );

  app.post(
    '/auth/password/reset',
    {
      preHandler: resetGuard,
      schema: {
        tags: ['auth'],
        body: ResetPasswordInput,
        response: { 200: dataOf(MessageResult) },
      },
    },
    async (request) => ({
      data: await resetPassword(app, request.body.token, request.body.password),
    }),
  );
};
export default passwordResetRoutes;
