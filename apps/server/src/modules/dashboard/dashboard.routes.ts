import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardSummary, dataOf } from '@atelier/core';
import { dashboardSummary } from './dashboard.service';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        response: { 200: dataOf(DashboardSummary) },
      },
    },
    async () => ({ data: await dashboardSummary(app.db) }),
  );
};
export default dashboardRoutes;
