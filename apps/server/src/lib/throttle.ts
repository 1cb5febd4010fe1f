import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors';

export interface ThrottleRule {
  /** Counter namespace, e.g. "login-email". */
  name: string;
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string;
}

/**
 * A preHandler enforcing several counters at once (per address and per email, say) on the
 * shared @fastify/rate-limit store: Redis when REDIS_URL is set, so every instance agrees.
 */
export function throttle(app: FastifyInstance, rules: ThrottleRule[]) {
  const limiters = rules.map((rule) =>
    app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (r) => `${rule.name}:${rule.key(r)}`,
    }),
  );
  return async (request: FastifyRequest) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded)
        throw tooManyRequests(Math.max(1, result.ttlInSeconds));
    }
  };
}
