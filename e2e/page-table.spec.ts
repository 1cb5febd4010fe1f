import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { PAGES, pageModuleFile, type PublicPageEntry } from '../packages/core/src/page-table';

// Every page of the page table (decision 022), end to end on the production build: the server
// answers it with its status and its chunk preloaded, renders its body when the table says
// so, and the browser takes that page over without asking the API again: the initial data the
// server embedded is exactly what the page reads, under the same keys. A page added to the
// table is checked here without a line of this file changing.

/** The build the server answers with: each page's chunk, by its component's source file. */
const manifest = JSON.parse(
  readFileSync(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, { file: string }>;

async function sampleUrls(request: APIRequestContext) {
  const artworks = await (await request.get('/api/v1/artworks?limit=1')).json();
  const posts = await (await request.get('/api/v1/blog/posts?limit=1')).json();
  const letters = await (await request.get('/api/v1/newsletter/archive')).json();
  // A :slug is a post's, or on the archive's pages a letter's.
  const slugOf = (pattern: string) =>
    pattern.startsWith('/mailing-list/') ? letters.data[0].slug : posts.data[0].slug;
  return (page: PublicPageEntry) =>
    page.pattern === '*'
      ? '/no-such-page'
      : page.pattern
          .replace(':id', String(artworks.data[0].id))
          .replace(':slug', encodeURIComponent(slugOf(page.pattern)));
}

for (const [name, page] of PAGES) {
  test(`the ${name} page is served, preloaded and rendered as the page table says`, async ({
    page: browser,
    request,
  }) => {
    const url = (await sampleUrls(request))(page);
    const response = await request.get(url);
    expect(response.status()).toBe(page.pattern === '*' ? 404 : 200);
    const html = await response.text();
    const chunk = manifest[pageModuleFile(page.module)]?.file;
    expect(chunk, `the build has a chunk for ${page.module}`).toBeTruthy();
    expect(html).toContain(`/${chunk}`);
    const rendered = page.rendering === 'server';
    expect(/<div id="root"[^>]*><\/div>/.test(html)).toBe(!rendered);

    const apiCalls: string[] = [];
    const errors: string[] = [];
    browser.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) apiCalls.push(req.url());
    });
    browser.on('console', (message) => {
      // The not-found page's own 404 is reported as a failed load: it is meant.
      if (message.type() === 'error' && !message.text().includes('status of 404'))
        errors.push(message.text());
    });
    browser.on('pageerror', (error) => errors.push(error.message));
    await browser.goto(url);
    await browser.waitForLoadState('networkidle');
    await expect(browser.locator('#root')).not.toHaveAttribute('data-hydrating');
    await expect(browser.getByRole('main')).toBeVisible();
    if (rendered) {
      // Everything the page shows came with it.
      expect(apiCalls, `${url}: API calls after a server-rendered page`).toEqual([]);
      expect(errors, `${url}: console errors while hydrating`).toEqual([]);
    }
  });
}
