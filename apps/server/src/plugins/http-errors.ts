import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** What the envelope says about a refusal. */
export interface ClientError {
  status: number;
  code: string;
  message: string;
}

const TOO_LARGE: ClientError = {
  status: 413,
  code: 'payload_too_large',
  message: 'The request body is too large',
};
const INVALID_JSON: ClientError = {
  status: 400,
  code: 'invalid_json',
  message: 'The body is not valid JSON',
};

/** Fastify's own refusals, by code, in the API's words and stable codes. */
const BY_CODE: Record<string, ClientError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE,
  FST_REQ_FILE_TOO_LARGE: { ...TOO_LARGE, message: 'The upload is too large' },
  FST_ERR_CTP_INVALID_JSON_BODY: INVALID_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    ...INVALID_JSON,
    message: 'The body is empty but its content type says JSON: send JSON, or no content type',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'This content type is not accepted here; send application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'bad_request',
    message: 'The body does not match its Content-Length',
  },
  FST_ERR_BAD_URL: { status: 400, code: 'bad_url', message: 'The URL is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: 'uri_too_long',
    message: 'A part of the URL is too long',
  },
};

/**
 * A failure of the client's making that Fastify (or a plugin) raised before any route ran,
 * as the envelope's status, code and message; null when it is not one (a 5xx).
 */
export function clientErrorOf(err: FastifyError): ClientError | null {
  const known = err.code ? BY_CODE[err.code] : undefined;
  if (known) return known;
  const status = err.statusCode ?? 500;
  if (status === 413) return TOO_LARGE;
  if (status === 429)
    return { status, code: 'rate_limited', message: 'Too many attempts. Please try again later.' };
  // Fastify's other client errors carry safe messages; their codes are Fastify's, not ours.
  if (status >= 400 && status < 500) return { status, code: 'bad_request', message: err.message };
  return null;
}

const envelope = (e: ClientError) => ({ error: { message: e.message, code: e.code } });

/**
 * Fastify's `frameworkErrors`: a URL that is not valid percent-encoding, or a path parameter
 * longer than the router takes, answers in the envelope rather than Fastify's own JSON.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const e = clientErrorOf(err) ?? { status: 400, code: 'bad_request', message: 'Bad request' };
  return reply.status(e.status).send(envelope(e));
}

/**
 * Node's `clientError` (Fastify's `clientErrorHandler`): headers too large (431), a request
 * line that is not HTTP (400), a client too slow (408). No request exists yet, so the answer
 * is written to the socket as Node itself would, in the envelope.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const e: ClientError =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? { status: 431, code: 'headers_too_large', message: 'The request headers are too large' }
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? { status: 408, code: 'request_timeout', message: 'The request took too long to arrive' }
        : { status: 400, code: 'bad_request', message: 'The request is not valid HTTP' };
  const body = JSON.stringify(envelope(e));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${e.status} ${STATUS_CODES[e.status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
