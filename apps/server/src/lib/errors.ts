import { MESSAGES } from '@atelier/core';

/** One error vocabulary: every expected failure is an AppError with a status and a stable code. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly details?: unknown,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, 'bad_request', message, details);
/** A validation failure on one field; the message names the field. */
export const validation = (field: string, message: string) =>
  new AppError(400, 'validation_error', `${field}: ${message}`, [{ path: field, message }]);
export const unauthorized = (message: string = MESSAGES.unauthorized) =>
  new AppError(401, 'unauthorized', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string, details?: unknown) =>
  new AppError(409, 'conflict', message, details);
export const payloadTooLarge = (message: string) => new AppError(413, 'payload_too_large', message);
export const unsupportedMedia = (message: string) =>
  new AppError(415, 'unsupported_media_type', message);
export const unprocessable = (message: string, details?: unknown) =>
  new AppError(422, 'unprocessable', message, details);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many attempts. Please try again later.',
) =>
  new AppError(429, 'rate_limited', message, undefined, {
    'retry-after': String(retryAfterSeconds),
  });
