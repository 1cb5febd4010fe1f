import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LongDate } from './long-date';

// Half past eleven at night in UTC: already the next day in Tokyo.
const LATE = '2026-03-10T23:30:00.000Z';
const zone = process.env.TZ;

afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('LongDate', () => {
  it('says the UTC date on the server, whatever its own zone', () => {
    process.env.TZ = 'Asia/Tokyo';
    const html = renderToString(<LongDate iso={LATE} />);
    expect(html).toBe(`<time dateTime="${LATE}">March 10, 2026</time>`);
  });

  it('says the date in the visitor’s zone in the browser', () => {
    process.env.TZ = 'Asia/Tokyo';
    render(<LongDate iso={LATE} />);
    expect(screen.getByText('March 11, 2026')).toHaveAttribute('datetime', LATE);
  });

  it('says nothing for a time it cannot read', () => {
    const { container } = render(<LongDate iso="not a date" />);
    expect(container.querySelector('time')).toHaveTextContent('');
  });
});
