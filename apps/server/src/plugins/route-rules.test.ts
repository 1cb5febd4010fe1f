import Fastify, { type FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INT4, integerParam, text } from '@atelier/core';
import { unauthorized } from '../lib/errors';
import errorHandler from './error-handler';
import routeRules from './route-rules';

/** How often the bare app's requireAdmin ran. */
let guardRuns = 0;

/**
 * A bare app with the rules installed, as app.ts installs them before any module; its
 * requireAdmin lets through requests carrying `x-admin: yes`.
 */
async function bareApp(publicWrites: readonly string[] = []) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    guardRuns++;
    if (request.headers['x-admin'] !== 'yes') throw unauthorized();
  });
  await app.register(routeRules, { publicWrites });
  return app;
}

const admin = { security: [{ bearer: [] }] };
const Body = z.object({ title: text().min(1) });

describe('input rules at startup', () => {
  it('refuse a route whose input holds a plain string, an unbounded number or free JSON', async () => {
    const app = await bareApp();
    expect(() =>
      app.post(
        '/things/:id',
        {
          schema: {
            params: z.object({ id: z.coerce.number().int() }),
            querystring: z.object({ q: z.string().optional() }),
            body: z.object({ name: text(), extra: z.record(z.string(), z.unknown()) }),
          },
        },
        async () => ({}),
      ),
    ).toThrow(
      [
        'Route rules broken:',
        '  POST /things/:id params.id: a number not bounded to its column (use integer() or decimal())',
        '  POST /things/:id querystring.q: a string not built with text() (NUL and broken Unicode get through)',
        '  POST /things/:id body.extra.(key): a string not built with text() (NUL and broken Unicode get through)',
        '  POST /things/:id body.extra.*: free JSON (unknown) is not accepted; give it a shape',
      ].join('\n'),
    );
  });

  it('accept a route built from the primitives', async () => {
    const app = await bareApp();
    app.get(
      '/things/:id',
      { schema: { params: z.object({ id: integerParam(INT4, { min: 1 }) }) } },
      async (request) => ({ id: request.params.id }),
    );
    const res = await app.inject({ method: 'GET', url: '/things/7' });
    expect(res.json()).toEqual({ id: 7 });
    await app.close();
  });
});

describe('admin routes check the token first', () => {
  it('by declaration alone: 401 before the body is read, whatever it holds', async () => {
    const app = await bareApp();
    let bodySeen = false;
    app.post(
      '/admin/things',
      {
        schema: { ...admin, body: Body },
        preValidation: async (request) => {
          bodySeen = request.body !== undefined;
        },
      },
      async () => ({ ok: true }),
    );
    const res = await app.inject({ method: 'POST', url: '/admin/things', payload: { title: 42 } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'unauthorized', message: 'Authentication required' },
    });
    expect(bodySeen).toBe(false);
    await app.close();
  });

  it.each(['onRequest', 'preHandler'] as const)(
    'a route that still names it in %s runs it before its own hooks, and once',
    async (stage) => {
      const app = await bareApp();
      const ran: string[] = [];
      const own = async () => void ran.push('own hook');
      app.post(
        '/things',
        {
          schema: { ...admin, body: Body },
          onRequest: stage === 'onRequest' ? [own, app.requireAdmin] : [own],
          preHandler: stage === 'preHandler' ? [app.requireAdmin] : [],
        },
        async () => ({ ok: true }),
      );
      const denied = await app.inject({ method: 'POST', url: '/things', payload: { title: 1 } });
      expect(denied.statusCode).toBe(401);
      expect(ran).toEqual([]);

      guardRuns = 0;
      const ok = await app.inject({
        method: 'POST',
        url: '/things',
        payload: { title: 'A' },
        headers: { 'x-admin': 'yes' },
      });
      expect(ok.statusCode).toBe(200);
      expect(guardRuns).toBe(1);
      expect(ran).toEqual(['own hook']);
      await app.close();
    },
  );

  it.each([
    ['POST', '/things'],
    ['PUT', '/things/:id'],
    ['PATCH', '/things/:id'],
    ['DELETE', '/things/:id'],
    ['GET', '/admin/things'],
  ] as const)('refuses %s %s without the declaration', async (method, url) => {
    const app = await bareApp();
    expect(() => app.route({ method, url, handler: async () => ({}) })).toThrow(
      `${method} ${url}: an admin path or a write declares security: [{ bearer: [] }], or is listed in PUBLIC_WRITES`,
    );
  });

  it('refuses a route naming requireAdmin without declaring it (the document would say it is public)', async () => {
    const app = await bareApp();
    expect(() => app.get('/reports', { onRequest: app.requireAdmin }, async () => ({}))).toThrow(
      'GET /reports: uses requireAdmin without declaring security: [{ bearer: [] }]',
    );
  });

  it('lets listed public writes and public reads through', async () => {
    const app = await bareApp(['POST /contact']);
    app.post('/contact', { schema: { body: Body } }, async () => ({ sent: true }));
    app.get('/things', async () => ({ things: [] }));
    await app.ready();
    const res = await app.inject({ method: 'POST', url: '/contact', payload: { title: 'Hi' } });
    expect(res.json()).toEqual({ sent: true });
    await app.close();
  });

  it('refuses to start when the public list names a route that is not public', async () => {
    const app = await bareApp(['POST /contact', 'POST /gone']);
    app.post('/contact', async () => ({}));
    await expect(app.ready()).rejects.toThrow('PUBLIC_WRITES names no public route: POST /gone');
  });
});
