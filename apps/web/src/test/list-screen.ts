/**
 * Checks shared by the admin list screens: each loads a table behind a skeleton and turns its
 * filters and search into query parameters.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { answerLater, mockApi } from './mock-api';

/**
 * No table while the list loads; once `later` answers with `response`, the table named `name`
 * appears (and is returned for the row checks).
 */
export async function tableAfterLoading(
  later: ReturnType<typeof answerLater>,
  response: Response,
  name: string,
) {
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  later.answer(response);
  return screen.findByRole('table', { name });
}

/**
 * Waits until the last GET to `path` asked with exactly `expected`: filters and search are
 * debounced, so the request comes a moment after the input changes.
 */
export async function expectLastQuery(
  api: Pick<ReturnType<typeof mockApi>, 'queries'>,
  path: string,
  expected: Record<string, string>,
) {
  await waitFor(() => expect(api.queries(path).at(-1)).toEqual(expected));
}
