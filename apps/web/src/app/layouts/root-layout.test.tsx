import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from './root-layout';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ Component: RootLayout, children: [{ path: '*', element: <p>page</p> }] }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RootLayout scrolling', () => {
  beforeEach(() => vi.mocked(window.scrollTo).mockClear());

  // A page loaded (or hydrated) where the visitor already scrolled must not jump: a click that
  // Playwright, or a finger, aimed at a link further down landed on another element.
  it('leaves the first page where the browser placed it', () => {
    renderAt('/artwork?page=2');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top when the path changes, not when only the query does', async () => {
    const router = renderAt('/artwork');
    await act(() => router.navigate('/artwork?page=2'));
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/blog'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
