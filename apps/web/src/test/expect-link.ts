import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The link named `name` (inside `container`, or anywhere on the page) leads to `href`. */
export function expectLink(name: string | RegExp, href: string, container?: HTMLElement) {
  const scope = container ? within(container) : screen;
  expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
}
