import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PageHead } from './page-head';

const description = () => document.head.querySelectorAll('meta[name="description"]');

describe('PageHead', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<title>Oil paintings</title><meta name="description" content="Default">';
  });

  it('sets the title, one description and og tags while mounted, then restores', () => {
    const { unmount } = render(
      <PageHead
        title="Studio notes | Elena Marsh"
        description="About light"
        image="/uploads/a.webp"
        type="article"
      />,
    );
    expect(document.title).toBe('Studio notes | Elena Marsh');
    expect(description()).toHaveLength(1);
    expect(description()[0]).toHaveAttribute('content', 'About light');
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://localhost:3000/uploads/a.webp',
    );
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute(
      'content',
      'article',
    );
    unmount();
    expect(document.title).toBe('Oil paintings');
    expect(description()[0]).toHaveAttribute('content', 'Default');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });

  it('keeps the default description when the page has none', () => {
    render(<PageHead title="About" />);
    expect(description()[0]).toHaveAttribute('content', 'Default');
  });
});
