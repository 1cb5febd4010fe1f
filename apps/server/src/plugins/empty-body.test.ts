import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import emptyBody from './empty-body';
import errorHandler from './error-handler';

// Any route with an optional body, not only logout: the class of bug, not the instance.
const app = Fastify().withTypeProvider<ZodTypeProvider>();
beforeAll(async () => {
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  await app.register(emptyBody);
  app.post(
    '/echo',
    { schema: { body: z.object({ note: z.string() }).optional() } },
    async (request) => ({ body: request.body ?? 'none' }),
  );
  await app.ready();
});
afterAll(() => app.close());

const post = (payload?: string, contentType?: string) =>
  app.inject({
    method: 'POST',
    url: '/echo',
    ...(payload === undefined ? {} : { payload }),
    headers: contentType ? { 'content-type': contentType } : {},
  });

describe('a body-less request', () => {
  it.each([
    ['no body and no content type', undefined, undefined],
    ['an empty body declared as JSON', '', 'application/json'],
    ['blank space declared as JSON with a charset', '  \n', 'application/json; charset=utf-8'],
    ['a JSON null', 'null', 'application/json'],
  ])('is "no body" for an optional body schema: %s', async (_case, payload, type) => {
    const res = await post(payload, type);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: 'none' });
  });

  it('still parses and validates a real JSON body', async () => {
    expect((await post('{"note":"hi"}', 'application/json')).json()).toEqual({
      body: { note: 'hi' },
    });
    const wrong = await post('{"note":1}', 'application/json');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('validation_error');
  });

  it('refuses malformed JSON, and prototype poisoning, with a 400 envelope', async () => {
    const bad = await post('{"note":', 'application/json');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBeTruthy();
    const poisoned = await post('{"__proto__":{"x":1},"note":"a"}', 'application/json');
    expect(poisoned.statusCode).toBe(400);
  });
});
