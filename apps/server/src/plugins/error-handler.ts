import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { redactText } from '../lib/log-redaction';
import { clientErrorOf } from './http-errors';

interface Issue {
  path: string;
  message: string;
}

const send = (
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  details?: unknown,
) =>
  reply
    .status(status)
    .send({ error: { message, code, ...(details === undefined ? {} : { details }) } });

/** Turns zod's "/items/0/quantity" into "items.0.quantity". */
const fieldOf = (instancePath: string, fallback: string) =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || fallback;

/** One place where every error becomes the `{ error: { message, code, details? } }` envelope. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      if (err.statusCode >= 500) request.log.error({ err }, err.message);
      return send(reply, err.statusCode, err.code, err.message, err.details);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = (err as { validationContext?: string }).validationContext ?? 'body';
      const issues: Issue[] = err.validation.map((v) => ({
        path: fieldOf(v.instancePath, where),
        message: v.message ?? 'is invalid',
      }));
      const first = issues[0] ?? { path: where, message: 'is invalid' };
      return send(reply, 400, 'validation_error', `${first.path}: ${first.message}`, issues);
    }
    if (isResponseSerializationError(err)) {
      request.log.error(
        { issues: err.cause.issues, url: redactText(err.url) },
        'response does not match its schema',
      );
      return send(reply, 500, 'internal_error', 'Something went wrong on our side');
    }
    // Fastify's own refusals (bad JSON, body too large, wrong content type...).
    const client = clientErrorOf(err);
    if (client) return send(reply, client.status, client.code, client.message);
    request.log.error({ err }, 'unhandled error');
    return send(reply, 500, 'internal_error', 'Something went wrong on our side');
  });
});
