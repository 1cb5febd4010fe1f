/**
 * Test helpers for screens (imported by *.test.tsx only): a fetch mock routed by
 * "METHOD /path" and a router with several routes, so redirects can be asserted.
 */
import type { User } from '@atelier/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { expect, vi } from 'vitest';
import { TOASTER_PROPS } from '@/lib/toast';
import { createTestQueryClient, jsonResponse } from '@/test/render';

export interface MockRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

/** A response, or a body sent as JSON with status 200. */
export type MockHandler = (request: MockRequest) => Response | Promise<Response>;

export const ok = (data: unknown) => jsonResponse({ data });
export const fail = (status: number, message: string, details?: unknown) =>
  jsonResponse({ error: { message, code: 'error', details } }, status);
/** A request that never answers: the screen stays in its loading state. */
export const never: MockHandler = () => new Promise<Response>(() => {});

/**
 * A request the test answers when it chooses (`answer`), so the screen's loading state can be
 * checked first. `handler` goes where the request is mocked.
 */
export function answerLater() {
  let resolve: (response: Response) => void = () => {};
  const handler: MockHandler = () => new Promise<Response>((r) => (resolve = r));
  return { handler, answer: (response: Response) => resolve(response) };
}

export const ADMIN_USER: User = { id: 1, email: 'artist@example.com', name: null, role: 'admin' };

/**
 * Replaces fetch: each call goes to handlers["GET /admin/settings"] (path without /api/v1 and
 * without the query). Unknown calls answer 501 so a test sees what it forgot.
 */
export function mockApi(handlers: Record<string, MockHandler>) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path, url, body };
    requests.push(request);
    const handler = handlers[`${method} ${path}`];
    return handler ? handler(request) : fail(501, `No mock for ${method} ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (method: string, path: string) =>
    requests.filter((r) => r.method === method && r.path === path);
  /** The query parameters of each GET to `path`, in order. */
  const queries = (path: string) =>
    calls('GET', path).map((r) => Object.fromEntries(r.url.searchParams));
  /**
   * Waits for the one request to `method path` (a click sends it a moment later) and gives its
   * body; a second request fails the wait as surely as none.
   */
  const bodySentOnce = async (method: string, path: string) => {
    await waitFor(() => expect(calls(method, path)).toHaveLength(1));
    return calls(method, path)[0]?.body;
  };
  return { fetchMock, requests, calls, queries, bodySentOnce };
}

interface RenderRoutesOptions {
  initialEntries?: string[];
  queryClient?: QueryClient;
}

/**
 * jsdom has no matchMedia; react-hot-toast asks it about reduced motion, admin lists whether
 * the screen is wide enough for a table. The answer is a desktop's (jsdom's window is 1024 px
 * wide) with no preference: width queries match, others do not.
 */
function stubMatchMedia() {
  if (typeof window.matchMedia === 'function') return;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  );
}

/** Renders route objects in a memory router with a query client and the toaster. */
export function renderRoutes(routes: RouteObject[], options: RenderRoutesOptions = {}) {
  stubMatchMedia();
  // Toasts live in a module-level store: start each test without the last one's.
  toast.remove();
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: options.initialEntries ?? ['/'] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster {...TOASTER_PROPS} />
    </QueryClientProvider>
  );
  return {
    user: userEvent.setup(),
    router,
    queryClient,
    ...render(<RouterProvider router={router} />, { wrapper }),
  };
}

/** One screen at `path` (and a marker page everywhere else, to see where navigation went). */
export function renderScreen(element: ReactNode, path: string, url = path) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
}

/**
 * Mocks the API with `handlers` and renders `routes` at `url` (or at the last of several, the
 * ones before it being the history Back returns to); `api` records what was asked.
 */
export function renderWithApi(
  handlers: Record<string, MockHandler>,
  routes: RouteObject[],
  url: string | string[],
) {
  const api = mockApi(handlers);
  return { ...renderRoutes(routes, { initialEntries: [url].flat() }), api };
}
