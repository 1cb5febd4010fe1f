import { API_PREFIX, MESSAGES, PREVIEW_TOKEN_HEADER, STORAGE_KEYS } from '@atelier/core';
import { answerData, type Paginated } from '@atelier/core/page-data';
import { withQuery, type QueryValue } from '@atelier/core/rules';
import { local, session } from './storage';

/** A failed call: the server's error.message, else the transport's message (docs/product.md §8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly details?: unknown,
    /** True when the message is the server's own error.message rather than a transport one. */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A list response: returned whole so callers keep the pagination (docs/product.md §7). */
export type { Paginated, QueryValue };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart (the browser sets the boundary). */
  body?: unknown;
  /** Empty values (undefined, null, '') are left out of the query string. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Called after any 401 (the token is already removed). Returns the unsubscribe function. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export const buildUrl = (path: string, query?: Record<string, QueryValue>): string =>
  `${API_PREFIX}${withQuery(path, query)}`;

function buildHeaders(options: RequestOptions): Headers {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const hasJsonBody = options.body !== undefined && !(options.body instanceof FormData);
  // Only with a body: Fastify rejects an empty body declared as JSON.
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  const token = local.get(STORAGE_KEYS.authToken);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const previewToken = session.get(STORAGE_KEYS.previewGrant);
  if (previewToken) headers.set(PREVIEW_TOKEN_HEADER, previewToken);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface ErrorEnvelope {
  error?: { message?: unknown; code?: unknown; details?: unknown };
}

export function toApiError(body: unknown, status: number, transportMessage: string): ApiError {
  const error = (body as ErrorEnvelope | undefined)?.error;
  const fromServer = typeof error?.message === 'string' && error.message !== '';
  const message = fromServer
    ? String(error?.message)
    : transportMessage || MESSAGES.unexpectedError;
  const code = typeof error?.code === 'string' ? error.code : undefined;
  return new ApiError(message, status, code, error?.details, fromServer);
}

/** Clears the token and tells the admin layer after a 401; exported for the XHR image upload. */
export function handleUnauthorized(status: number) {
  if (status !== 401) return;
  local.remove(STORAGE_KEYS.authToken);
  unauthorizedListeners.forEach((listener) => listener());
}

/**
 * Sends a request and returns the raw Response when it succeeded (for downloads such as the
 * subscriber CSV). Failures throw ApiError exactly as `request` does.
 */
export async function requestRaw(path: string, options: RequestOptions = {}): Promise<Response> {
  const { body } = options;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(options),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(
      cause instanceof Error && cause.message ? cause.message : MESSAGES.unexpectedError,
      0,
    );
  }
  if (!response.ok) {
    handleUnauthorized(response.status);
    throw toApiError(await readBody(response), response.status, response.statusText);
  }
  return response;
}

/**
 * The one way to call the API (docs/product.md §7): a body with `pagination` is returned whole
 * ({ data, pagination }); otherwise its `data`. A body with `error` throws ApiError.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await requestRaw(path, options);
  const body = (await readBody(response)) as Record<string, unknown> | undefined;
  if (body === undefined || body === null || typeof body !== 'object') return undefined as T;
  if ('error' in body && body.error) throw toApiError(body, response.status, response.statusText);
  return answerData(body) as T;
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options) =>
    request<T>(path, { ...options, method: 'DELETE' }),
  /** The raw Response of a successful call, e.g. to download a CSV as a Blob. */
  raw: (path: string, options?: RequestOptions) => requestRaw(path, options),
};
