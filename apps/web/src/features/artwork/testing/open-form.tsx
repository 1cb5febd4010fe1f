/** Opens the artwork page's "ask" and "similar work" forms for their tests (imported by *.test.tsx only). */
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { renderWithProviders } from '@/test/render';

/**
 * Renders a form that stays folded behind its toggle (`name` names both), opens it and checks
 * that the toggle says so.
 */
export async function renderAndOpenForm(ui: ReactElement, name: string) {
  const result = renderWithProviders(ui);
  const toggle = screen.getByRole('button', { name });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await result.user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await screen.findByRole('form', { name });
  return result;
}
