import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder: the contact endpoints are being written.
const contactRoutes: FastifyPluginAsyncZod = async () => {};
export default contactRoutes;
