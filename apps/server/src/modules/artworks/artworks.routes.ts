import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder: the artworks endpoints are being written.
const artworksRoutes: FastifyPluginAsyncZod = async () => {};
export default artworksRoutes;
