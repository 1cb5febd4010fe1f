import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Every admin screen's path, read from the web app's route declarations (admin-app.tsx), so
 * a screen added there is walked by the phone and wording checks without anyone listing it.
 * The index route (a redirect to the dashboard) has no path of its own and is not listed.
 */
export function adminRoutePatterns(): string[] {
  const source = readFileSync(
    new URL('../apps/web/src/app/admin-app.tsx', import.meta.url),
    'utf8',
  );
  const patterns = [...source.matchAll(/\{\s*path: '([^']+)',\s*lazy:/g)].map(
    (match) => `/admin/${match[1]}`,
  );
  expect(patterns.length, 'admin routes found in admin-app.tsx').toBeGreaterThan(20);
  return patterns;
}

/** Screens for the signed-out artist: walked without the admin's token. */
export const SIGNED_OUT = new Set([
  '/admin/login',
  '/admin/forgot-password',
  '/admin/reset-password',
]);

/** The ids the walk fills a route's `:id` with: demo content, and what `arrangeAdminData` adds. */
export interface WalkIds {
  artwork: number;
  order: number;
  post: number;
  issue: number;
}

/** Which id each route with `:id` takes. A new route with `:id` needs its line here. */
const ID_OF: Record<string, keyof WalkIds> = {
  '/admin/artworks/:id/edit': 'artwork',
  '/admin/orders/:id': 'order',
  '/admin/orders/:id/packing-slip': 'order',
  '/admin/blog/:id/edit': 'post',
  '/admin/newsletter/:id/edit': 'issue',
};

/** The address to open for a route pattern; fails, naming the route, when it is not known. */
export function pathOf(pattern: string, ids: WalkIds): string {
  if (!pattern.includes(':')) return pattern;
  const key = ID_OF[pattern];
  expect(key, `which id fills ${pattern}: add it to ID_OF in e2e/admin-routes.ts`).toBeDefined();
  return pattern.replace(':id', String(ids[key!]));
}

const long = (words: number) =>
  Array.from({ length: words }, (_, i) => ['a', 'quiet', 'harbour', 'at', 'dusk'][i % 5]).join(' ');

const ADDRESS = {
  country: 'US',
  line1: '1 Main St',
  city: 'Portland',
  region: 'ME',
  postal_code: '04101',
};

/**
 * What a painter's ordinary day leaves on the admin screens, so each shows rows rather than
 * its empty state: an available work with a long title, an offer on it with a long note, and
 * a reservation of another work (an order pending payment). Returns the ids the walk needs.
 */
export async function arrangeAdminData(admin: APIRequestContext): Promise<WalkIds> {
  const stamp = Date.now();
  const work = async (title: string) => {
    const created = await admin.post('/api/v1/artworks', {
      data: { title, price: 2400, offers_enabled: true },
    });
    expect(created.status()).toBe(201);
    return (await created.json()).data.id as number;
  };
  const offered = await work(`Evening light over the long harbour wall, study ${stamp}`);
  const offer = await admin.post('/api/v1/offers', {
    data: {
      artwork_id: offered,
      amount: 1900,
      name: 'Margarethe Oyelaran-Whitfield',
      email: `margarethe.oyelaran-whitfield.${stamp}@example.com`,
      note: long(60),
      shipping_address: ADDRESS,
    },
  });
  expect(offer.status()).toBe(201);
  const reserved = await admin.post('/api/v1/admin/reservations', {
    data: {
      artwork_id: await work(`Reserved study ${stamp}`),
      amount: 2000,
      name: 'Rosa Keller',
      email: `rosa.${stamp}@example.com`,
      note: 'Met at the autumn fair.',
      shipping_address: ADDRESS,
    },
  });
  expect(reserved.status()).toBe(201);
  const order = (await reserved.json()).data.order_id as number;

  const first = async (url: string) => {
    const { data } = (await (await admin.get(url)).json()) as { data: { id: number }[] };
    expect(data.length, `${url} lists demo content`).toBeGreaterThan(0);
    return data[0]!.id;
  };
  return {
    artwork: offered,
    order,
    post: await first('/api/v1/blog/posts?limit=1'),
    issue: await first('/api/v1/admin/newsletter/issues?limit=1'),
  };
}
