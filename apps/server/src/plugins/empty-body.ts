import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';

/**
 * A request without a body means "no body" on every route, however it arrives, so a route
 * whose body schema is optional accepts it (a logout that answered 400 to a body-less POST
 * left the token alive for 30 days). Two ways a body-less request used to fail:
 * - no content type: Fastify hands `null` to the body validator, which an optional zod schema
 *   refuses; the validator here reads it as `undefined`;
 * - `content-type: application/json` with nothing after it: Fastify's JSON parser refuses it;
 *   the parser here reads it as no body (and parses everything else exactly as Fastify does).
 * Registered on the root instance (it sets the app's validator compiler).
 */
export default fp(async function emptyBody(app: FastifyInstance) {
  app.setValidatorCompiler((route) => {
    const validate = zodValidatorCompiler(route as Parameters<typeof zodValidatorCompiler>[0]);
    return route.httpPart === 'body' ? (data: unknown) => validate(data ?? undefined) : validate;
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
});
