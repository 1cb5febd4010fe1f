import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import blogCategoriesRoutes from './blog-categories.routes';
import blogPostsRoutes from './blog-posts.routes';

/** /blog/posts and /blog/categories. */
const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(blogPostsRoutes);
  await app.register(blogCategoriesRoutes);
};
export default blogRoutes;
