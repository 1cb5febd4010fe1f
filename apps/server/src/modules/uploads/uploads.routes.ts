import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder: the uploads endpoints are being written.
const uploadsRoutes: FastifyPluginAsyncZod = async () => {};
export default uploadsRoutes;
