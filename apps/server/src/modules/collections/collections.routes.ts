import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder: the collections endpoints are being written.
const collectionsRoutes: FastifyPluginAsyncZod = async () => {};
export default collectionsRoutes;
