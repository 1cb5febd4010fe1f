import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BackupOverview, BackupRun, IdParam, dataOf } from '@atelier/core';
import * as service from './backups-admin.service';

const admin = { tags: ['backups'], security: [{ bearer: [] }] };

/** Backups as the admin sees them: when the last ran, start one, download an archive. */
const backupsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A backup started from the admin finishes (or fails) before the database closes.
  app.addHook('onClose', async () => void (await service.backupsInFlight(app)));

  app.get(
    '/admin/backups',
    { schema: { ...admin, response: { 200: dataOf(BackupOverview) } } },
    async () => ({ data: await service.overview(app) }),
  );

  app.post(
    '/admin/backups',
    { schema: { ...admin, response: { 202: dataOf(BackupRun) } } },
    async (_request, reply) =>
      reply.status(202).send({ data: await service.startManualBackup(app) }),
  );

  app.get(
    '/admin/backups/:id/download',
    { schema: { ...admin, params: IdParam } },
    async (request, reply) => {
      const { name, body, size } = await service.openArchive(app, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
export default backupsRoutes;
