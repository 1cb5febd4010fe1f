import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { PREVIEW_TOKEN_HEADER, SECRET_QUERY_PARAMETERS } from '@atelier/core';

/**
 * What must never reach a log, in one place: add a new secret-bearing path or header here, or a
 * query parameter to core's QUERY_PARAMETERS, and every request line, message and error is
 * redacted (decision 018).
 */

/**
 * Paths whose next segment is a secret: an order's public token reveals the buyer's name and
 * address; an offer's (the page /offers/<token> and its API) reserves the work at a price.
 */
export const SECRET_PATH_PREFIXES = ['/api/v1/orders/', '/offers/'];

/** Request headers that carry credentials (pino paths; the request serializer never logs headers anyway). */
export const SECRET_HEADERS = ['authorization', 'cookie', PREVIEW_TOKEN_HEADER, 'stripe-signature'];

export const REDACTED = '[redacted]';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const QUERY = new RegExp(
  `([?&](?:${SECRET_QUERY_PARAMETERS.map(escape).join('|')})=)[^&#\\s"'<>]*`,
  'gi',
);
const PATH = new RegExp(`(${SECRET_PATH_PREFIXES.map(escape).join('|')})[^/?#\\s"'<>]+`, 'gi');

/** Replaces every secret URL part found in a text (a URL, a log message, a stack trace). */
export function redactText(text: string): string {
  return text.replace(PATH, `$1${REDACTED}`).replace(QUERY, `$1${REDACTED}`);
}

/** Fastify's request serializer, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactText(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Error fields that describe the failure without the data it was about. */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'position',
  'errno',
  'syscall',
  'responseCode',
] as const;

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * A whitelist error serializer. Database errors (Drizzle's, node-postgres', PGlite's) carry the
 * query's parameters (`params`, `detail`, `where`, and Drizzle's message "params: …"), which
 * hold names, emails and addresses: only the SQL text, the error code and schema names are
 * kept. The stack keeps its frames; its first lines repeat the message, so they are rebuilt.
 */
export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error))
    return { type: typeof err, message: redactText(String(err)), stack: '' };
  const e = err as Error & Record<string, unknown>;
  const type = e.constructor?.name || e.name;
  const message = safeMessage(e);
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: SerializedError = {
    type,
    message,
    stack: redactText([`${type}: ${message}`, ...frames].join('\n')),
  };
  if (typeof e.query === 'string') out.query = e.query;
  for (const key of KEPT_FIELDS) if (e[key] !== undefined && e[key] !== null) out[key] = e[key];
  if (e.cause !== undefined && depth < 4) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

function safeMessage(e: Error & Record<string, unknown>): string {
  let message = e.message;
  // Drizzle: "Failed query: <sql>\nparams: <values>".
  if (typeof e.query === 'string' && 'params' in e) message = message.split('\nparams:')[0]!;
  // PostgreSQL echoes a rejected value at the end: 'invalid input syntax for type integer: "…"'.
  if (typeof e.severity === 'string') message = message.replace(/: ".*"$/s, `: ${REDACTED}`);
  return redactText(message);
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Pino options for the app's logger: redacted URLs, headers, messages and errors. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: SECRET_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `headers["${h}"]`]),
      censor: REDACTED,
    },
    serializers: {
      req: serializeRequest as never,
      err: serializeError,
      error: serializeError,
    },
    hooks: {
      // Free-text messages can hold a URL too (Fastify's "Route GET:/… not found").
      // An error logged without a message lends pino its raw message: give it the safe one.
      logMethod(args, method) {
        const [first] = args as unknown[];
        const err = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
        if (args.length === 1 && err instanceof Error) {
          const obj = first instanceof Error ? { err: first } : first;
          return method.apply(this, [obj, serializeError(err).message] as never);
        }
        const safe = args.map((a: unknown) => (typeof a === 'string' ? redactText(a) : a));
        return method.apply(this, safe as never);
      },
    },
  };
}
