import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { API_PREFIX, inputProblems } from '@atelier/core';
import { PUBLIC_WRITES } from './public-routes';

type Hooks = NonNullable<RouteOptions['onRequest']>;
type Hook = Hooks extends (infer F)[] | infer G ? F | G : never;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const INPUTS = ['params', 'querystring', 'body', 'headers'] as const;
const LATER_STAGES = ['preParsing', 'preValidation', 'preHandler'] as const;

const list = (hooks: unknown): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks as Hook];
const isZod = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;
/** "/api/v1/admin/x" -> "/admin/x"; routes outside the API keep their path. */
const apiPath = (url: string) =>
  url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : url;
const isAdminPath = (url: string) => /^\/admin(\/|$)/.test(apiPath(url));

/** The route's schema declares the bearer token (OpenAPI's `security`). */
function declaresBearer(route: RouteOptions): boolean {
  const security = (route.schema as { security?: Record<string, unknown>[] } | undefined)?.security;
  return Array.isArray(security) && security.some((s) => 'bearer' in s);
}

/** Where the route's input schemas break the input rules of decision 023. */
function inputErrors(route: RouteOptions): string[] {
  const schema = route.schema as Partial<Record<(typeof INPUTS)[number], unknown>> | undefined;
  if (!schema) return [];
  return INPUTS.flatMap((part) => {
    const s = schema[part];
    return isZod(s) ? inputProblems(s).map((p) => `${part}.${p}`) : [];
  });
}

export interface RouteRulesOptions {
  /** "METHOD /path" (under /api/v1) of every write an anonymous visitor may make. */
  publicWrites?: readonly string[];
}

/**
 * Rules every route obeys by construction, checked as it is declared, so the server refuses
 * to start with a route that breaks one (decisions 017 and 018):
 * - a route declaring `security: [{ bearer: [] }]` runs `requireAdmin` first of its own
 *   hooks, before the body is read or validated, and once, whatever else it declares;
 * - a route under /admin or with a write method declares it, unless `publicWrites` lists it,
 *   and a route using `requireAdmin` declares it (the OpenAPI document never lies);
 * - its params, query, body and headers are built from core's primitives (text(), integer(),
 *   decimal()) and hold no free JSON.
 */
export default fp<RouteRulesOptions>(async function routeRules(app: FastifyInstance, opts) {
  const requireAdmin = app.requireAdmin as Hook;
  const publicWrites = opts.publicWrites ?? PUBLIC_WRITES;
  const listed = new Set(publicWrites);
  const seen = new Set<string>();

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().map(String);
    const name = `${methods.join(',')} ${route.url}`;
    const problems = inputErrors(route).map((p) => `${name} ${p}`);

    if (declaresBearer(route)) {
      route.onRequest = [requireAdmin, ...list(route.onRequest).filter((h) => h !== requireAdmin)];
      for (const stage of LATER_STAGES) {
        if (route[stage])
          route[stage] = list(route[stage]).filter((h) => h !== requireAdmin) as never;
      }
    } else {
      const stages = [route.onRequest, ...LATER_STAGES.map((s) => route[s])];
      if (stages.some((hooks) => list(hooks).includes(requireAdmin)))
        problems.push(`${name}: uses requireAdmin without declaring security: [{ bearer: [] }]`);
      for (const method of methods) {
        const id = `${method} ${apiPath(route.url)}`;
        seen.add(id);
        if ((isAdminPath(route.url) || WRITES.has(method)) && !listed.has(id))
          problems.push(
            `${name}: an admin path or a write declares security: [{ bearer: [] }], or is listed in PUBLIC_WRITES`,
          );
      }
    }
    if (problems.length) throw new Error(`Route rules broken:\n  ${problems.join('\n  ')}`);
  });

  // The list stays true: an entry naming no public route is a mistake (a typo, a route gone).
  app.addHook('onReady', async () => {
    const stale = publicWrites.filter((id) => !seen.has(id));
    if (stale.length) throw new Error(`PUBLIC_WRITES names no public route: ${stale.join(', ')}`);
  });
});
