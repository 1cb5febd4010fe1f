import { vi } from 'vitest';
import { jsonResponse } from '@/test/render';

/** Answers a request, or a JSON body wrapped as a 200 response. */
export type Route =
  ((url: URL) => Response | Promise<Response>) | { body: unknown; status?: number };

export const notFound = (message = 'Not found') =>
  jsonResponse({ error: { message, code: 'NOT_FOUND' } }, 404);

/**
 * Stubs fetch with a table of API paths (without /api/v1 and the query). Unknown paths get a
 * 404, as a missing setting does. Returns the URLs requested, for asserting call parameters.
 */
export function stubApi(routes: Record<string, Route>) {
  const calls: URL[] = [];
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    calls.push(url);
    const route = routes[url.pathname.replace(/^\/api\/v1/, '')];
    if (!route) return notFound();
    if (typeof route === 'function') return route(url);
    return jsonResponse(route.body, route.status ?? 200);
  });
  vi.stubGlobal('fetch', fetchMock);
  /** Requests made to one path, as URLs (their searchParams hold the query). */
  const callsTo = (path: string) => calls.filter((url) => url.pathname === `/api/v1${path}`);
  return { calls, callsTo, fetchMock };
}

/** A response that never arrives: the screen stays in its loading state. */
export const pending = (): Promise<Response> => new Promise(() => {});
