import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** A fresh client per test: no retries, so error states show at once. */
export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** URL the component is rendered at. */
  route?: string;
  queryClient?: QueryClient;
}

/**
 * Renders a component inside a router and a query client, the way pages run in the app.
 * Returns Testing Library's result plus a userEvent instance.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient, ...options }: Options = {},
) {
  const client = queryClient ?? createTestQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return {
    user: userEvent.setup(),
    router,
    queryClient: client,
    ...render(<RouterProvider router={router} />, { wrapper: Wrapper, ...options }),
  };
}

/** A JSON Response the way the API sends it. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
