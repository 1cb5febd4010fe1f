import type { FastifyInstance } from 'fastify';

// Placeholder: the demo seed is being written.
export async function seedDemoContent(_app: FastifyInstance): Promise<boolean> {
  return false;
}
