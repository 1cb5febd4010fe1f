import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '../testing/fixtures';
import { CollectionFilter } from './collection-filter';

const rect = (left: number, right: number) =>
  ({ left, right, top: 0, bottom: 40, width: right - left, height: 40, x: left, y: 0 }) as DOMRect;

describe('CollectionFilter', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls the row sideways to the chosen collection, never the page', () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    // The row shows 0-300 px; the chosen button sits at 420-520 px, beyond its right edge.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      return this.getAttribute('role') === 'group' ? rect(0, 300) : rect(420, 520);
    });
    const chosen = COLLECTIONS[1]!;
    render(
      <CollectionFilter
        collections={COLLECTIONS}
        loading={false}
        value={chosen.name}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: chosen.name })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Collection' }).scrollLeft).toBe(220);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
