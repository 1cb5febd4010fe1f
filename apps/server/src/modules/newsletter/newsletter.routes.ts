import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder: the newsletter endpoints are being written.
const newsletterRoutes: FastifyPluginAsyncZod = async () => {};
export default newsletterRoutes;
