import type { DehydratedState } from '@atelier/core/page-data';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { hydrateFresh } from './app/initial-data';
import { preloadPath } from './app/lazy-page';
import { renderHtml } from './app/render-html';
import { AppProviders } from './app/providers';
import { PublicRoutes, publicTree } from './app/public-app';
import { branchOf } from './app/route-branch';
import { createQueryClient } from './lib/query-client';
import { SiteOriginProvider } from './lib/site-origin';

// The server's side of a public page (decision 016). Built by `vite build --mode ssr` into
// dist-ssr/entry-server.js; the API server imports it and writes its HTML into <div id="root">,
// and main.tsx hydrates it. What only the browser knows renders as "nothing yet" on both sides
// (lib/use-hydrated.ts), so the hydrating render finds exactly this HTML.

export interface RenderInput {
  /** Path and query of the page, as requested. */
  url: string;
  /** The page's initial data: the very state the HTML embeds for the browser. */
  state: DehydratedState | null;
  /** The site's public origin (PUBLIC_URL) for absolute links. */
  origin: string;
  /** Gives up rendering (the server then sends the page without its body). */
  signal?: AbortSignal;
}

/**
 * React puts the preloads it chooses (the priority image's) before the app's HTML. The server
 * writes the head itself, with that same preload (decision 014), so they go: an app root must
 * hold the app and nothing else for hydration.
 */
const HOISTED_RESOURCES = /^(?:<link\b[^>]*>)+/;
const withoutHoistedResources = (html: string) => html.replace(HOISTED_RESOURCES, '');

/** Renders the public app at `url` to HTML, waiting for the page's code and any lazy part. */
export async function renderPage({ url, state, origin, signal }: RenderInput): Promise<string> {
  const client = createQueryClient();
  if (state) hydrateFresh(client, state);
  const pathname = new URL(url, 'http://localhost').pathname;
  const routes = branchOf(publicTree, pathname);
  // The page's chunk is there before rendering, as in the browser (main.tsx): the page itself,
  // never a fallback, is what the browser hydrates.
  await preloadPath(routes, pathname);

  const html = await renderHtml(
    <StrictMode>
      <SiteOriginProvider value={origin}>
        <AppProviders client={client}>
          <StaticRouter location={url}>
            <PublicRoutes routes={routes} />
          </StaticRouter>
        </AppProviders>
      </SiteOriginProvider>
    </StrictMode>,
    signal,
  );
  client.clear();
  return withoutHoistedResources(html);
}
