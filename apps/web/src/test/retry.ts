/**
 * The failed-load check every data screen has: the first answer fails, the screen shows the
 * error in an alert with "Try again", and the retry loads what the test then asserts.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { fail, type MockHandler } from './mock-api';

/** A handler that fails once with `status` and `message`, then answers with `then`. */
export function failsOnceThen(message: string, then: MockHandler, status = 500): MockHandler {
  let attempts = 0;
  return (request) => (++attempts === 1 ? fail(status, message) : then(request));
}

/** Sees `alert` in the error and presses "Try again"; the test asserts what comes next. */
export async function expectAlertThenRetry(user: UserEvent, alert: string | RegExp) {
  expect(await screen.findByRole('alert')).toHaveTextContent(alert);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
}
