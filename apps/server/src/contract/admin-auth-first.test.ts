import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { operationsOf, requestPath, type OpenApiDocument } from './fuzz/openapi';

/**
 * Every operation the OpenAPI document marks as needing the bearer token answers 401 to a
 * request without one (or with a wrong one) before it looks at the request: bodies, ids and
 * query values that would also fail validation never get a 400 that describes the schema.
 */
const t = await createTestApp();
afterAll(() => t.close());
const doc = (await t.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
const adminOperations = operationsOf(doc as OpenApiDocument).filter((op) => op.admin);

/** What each request carries: a body and values no schema accepts. */
const INVALID_BODY = JSON.stringify({
  title: 42,
  name: ['x'],
  value: { deep: [] },
  extra: '\u0000',
});

describe('admin operations check the token first', () => {
  it('covers the admin operations of the document', () => {
    expect(adminOperations.length).toBeGreaterThanOrEqual(40);
  });

  describe.each(adminOperations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s',
    (_name, op) => {
      it.each([
        ['no token', {}],
        ['a wrong token', { authorization: 'Bearer not-a-real-token' }],
        ['another scheme', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
      ])('answers 401 with %s', async (_label, auth) => {
        const res = await t.inject({
          method: op.method,
          url: `${requestPath(op.path, () => '-1e400')}?limit=abc&page=-4&id=x`,
          headers: { ...auth, 'content-type': 'application/json' },
          payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : INVALID_BODY,
        });
        expect(res.statusCode, res.body).toBe(401);
        expect(res.json()).toEqual({
          error: { code: 'unauthorized', message: 'Authentication required' },
        });
      });
    },
  );
});
