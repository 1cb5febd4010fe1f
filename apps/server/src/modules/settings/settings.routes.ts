import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FrameCostsSchema,
  PublicSetting,
  Setting,
  SettingKeyParam,
  SettingUpdate,
  SettingsBatch,
  SettingsQuery,
  SiteSettings,
  dataOf,
} from '@atelier/core';
import { z } from 'zod';
import { publicRead } from '../../lib/public-reads';
import * as service from './settings.service';

const admin = { tags: ['settings'], security: [{ bearer: [] }] };

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/frame-costs',
    { schema: { tags: ['settings'], response: { 200: dataOf(FrameCostsSchema) } } },
    async () => ({ data: await service.frameCosts(app.db) }),
  );

  publicRead(
    app,
    '/settings/site',
    { tags: ['settings'], response: { 200: dataOf(SiteSettings) } },
    async () => ({ data: await service.siteSettings(app.db) }),
  );

  app.get(
    '/settings/:key',
    {
      schema: {
        tags: ['settings'],
        params: SettingKeyParam,
        response: { 200: dataOf(PublicSetting) },
      },
    },
    async (request) => ({ data: await service.getPublic(app.db, request.params.key) }),
  );

  app.get(
    '/admin/settings',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, querystring: SettingsQuery, response: { 200: dataOf(z.array(Setting)) } },
    },
    async (request) => ({ data: await service.listForAdmin(app.db, request.query.category) }),
  );

  // Registered before /:key so "batch" is never read as a key.
  app.put(
    '/admin/settings/batch',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, body: SettingsBatch, response: { 200: dataOf(z.array(Setting)) } },
    },
    async (request) => ({ data: await service.updateBatch(app.db, request.body.settings) }),
  );

  app.put(
    '/admin/settings/:key',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        params: SettingKeyParam,
        body: SettingUpdate,
        response: { 200: dataOf(Setting) },
      },
    },
    async (request) => ({
      data: await service.updateOne(app.db, request.params.key, request.body.value),
    }),
  );
};
export default settingsRoutes;
