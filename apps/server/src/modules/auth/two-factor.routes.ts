import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DisableTwoFactorInput,
  MessageResult,
  NoBody,
  RecoveryCodes,
  TwoFactorCodeInput,
  TwoFactorSetup,
  dataOf,
} from '@atelier/core';
import { throttle } from '../../lib/throttle';
import { getValue } from '../settings/settings.service';
import { currentAdmin } from './account.service';
import { confirmSetup, disable, startSetup } from './two-factor.service';
import { requestAddressKey } from '../../lib/client-address';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Optional TOTP two-factor sign-in for the signed-in admin. */
const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { tags: ['account'], security: [{ bearer: [] }] };
  const codeGuard = throttle(app, [
    {
      name: 'two-factor-code',
      max: 10,
      windowMs: FIFTEEN_MINUTES,
      key: (r) => String(r.user?.id ?? requestAddressKey(r)),
    },
  ]);
  const key = () => app.secrets.signingKey;

  app.post(
    '/auth/two-factor/setup',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, body: NoBody, response: { 200: dataOf(TwoFactorSetup) } },
    },
    async (request) => {
      const user = await currentAdmin(app, request.user!.id);
      const issuer = await getValue(app.db, 'site_name');
      return { data: await startSetup(app.db, key(), user, issuer || 'Atelier') };
    },
  );

  app.post(
    '/auth/two-factor/enable',
    {
      onRequest: app.requireAdmin,
      preHandler: codeGuard,
      schema: { ...admin, body: TwoFactorCodeInput, response: { 200: dataOf(RecoveryCodes) } },
    },
    async (request) => {
      const user = await currentAdmin(app, request.user!.id);
      return { data: await confirmSetup(app.db, key(), user, request.body.code) };
    },
  );

  app.post(
    '/auth/two-factor/disable',
    {
      onRequest: app.requireAdmin,
      preHandler: codeGuard,
      schema: { ...admin, body: DisableTwoFactorInput, response: { 200: dataOf(MessageResult) } },
    },
    async (request) => {
      const user = await currentAdmin(app, request.user!.id);
      await disable(app.db, key(), user, request.sessionId!, request.body);
      return { data: { message: 'Two-factor sign-in is off' } };
    },
  );
};
export default twoFactorRoutes;
