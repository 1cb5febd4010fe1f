import { describe, expect, it } from 'vitest';
import { PAGE_TABLE, PAGES, pageModuleFile, pageOfModule } from './table';

const { artworks, artwork, blog, blogPost, home, checkoutSuccess } = PAGE_TABLE;

describe('the page table', () => {
  it('builds the links of its pages', () => {
    expect(home.path()).toBe('/');
    expect(artworks.path()).toBe('/artwork');
    expect(artworks.path({ collection: 'Sea & Sky', available: true, page: 2 })).toBe(
      '/artwork?collection=Sea+%26+Sky&available=true&page=2',
    );
    expect(artworks.path({ page: 1, available: false })).toBe('/artwork');
    expect(artwork.path(12)).toBe('/artwork/12');
    expect(blog.path({ page: 3, category: 'process' })).toBe('/blog?page=3&category=process');
    expect(blog.path({ page: 1, category: '' })).toBe('/blog');
    expect(blogPost.path('a b')).toBe('/blog/a%20b');
    expect(checkoutSuccess.path()).toBe('/checkout/success');
  });

  it('has one pattern and one module per page, and a path that matches its pattern', () => {
    const patterns = PAGES.map(([, page]) => page.pattern);
    const modules = PAGES.map(([, page]) => page.module);
    expect(new Set(patterns).size).toBe(PAGES.length);
    expect(new Set(modules).size).toBe(PAGES.length);
    for (const [, page] of PAGES) {
      if (!page.path || page.pattern.includes(':')) continue;
      expect(page.path()).toBe(page.pattern);
    }
  });

  it('finds a page by its module, and its component in the web app', () => {
    expect(pageOfModule('artwork-detail')).toBe(artwork);
    expect(pageModuleFile('blog-post')).toBe('src/app/pages/blog-post.tsx');
  });

  it('renders on the server only what is the same for every visitor', () => {
    const browser = PAGES.filter(([, p]) => p.rendering === 'browser').map(([name]) => name);
    expect(browser.sort()).toEqual([
      'checkout',
      'checkoutSuccess',
      'mailingList',
      'offer',
      'preview',
    ]);
  });
});
