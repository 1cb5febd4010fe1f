import { expect, test } from './fixtures';

test('the API and the site answer on a fresh install', async ({ page, request }) => {
  const health = await request.get('/healthz');
  expect(await health.json()).toEqual({ status: 'ok' });
  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
});

test('deep links get the app, unknown API routes get a JSON 404', async ({ request }) => {
  const deep = await request.get('/artwork/1');
  expect(deep.status()).toBe(200);
  expect(deep.headers()['content-type']).toContain('text/html');
  const api = await request.get('/api/v1/nope');
  expect(api.status()).toBe(404);
  expect((await api.json()).error.code).toBe('not_found');
});
