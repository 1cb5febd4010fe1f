import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder: the blog endpoints are being written.
const blogRoutes: FastifyPluginAsyncZod = async () => {};
export default blogRoutes;
