import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors';
import { requestAddressKey } from './client-address';

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

/** The email a form names in its body, as it is compared everywhere: trimmed, lower-cased. */
export const bodyEmail = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();

interface Allowance {
  max: number;
  windowMs: number;
}

const addressRule = (name: string, allowance: Allowance): ThrottleRule => ({
  name: `${name}-ip`,
  ...allowance,
  key: requestAddressKey,
});

/** A few requests per address: the guard of a public endpoint that names no email. Counter `<name>-ip`. */
export function throttlePerAddress(app: FastifyInstance, name: string, allowance: Allowance) {
  return throttle(app, [addressRule(name, allowance)]);
}

/**
 * The usual guard of a public form that names an email: a few requests per address, and a
 * few per email whatever the address (so nobody floods someone's inbox from many places).
 * Counters are named `<name>-ip` and `<name>-email`.
 */
export function throttlePerAddressAndEmail(
  app: FastifyInstance,
  name: string,
  limits: { address: Allowance; email: Allowance },
) {
  return throttle(app, [
    addressRule(name, limits.address),
    { name: `${name}-email`, ...limits.email, key: bodyEmail },
  ]);
}
