import type { FastifyInstance } from 'fastify';

// Placeholder: the outbox worker is being written.
export function startOutboxWorker(_app: FastifyInstance) {
  return { stop: async () => {} };
}
