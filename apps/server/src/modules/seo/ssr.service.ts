import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageOfModule, type DehydratedState, type PageModule } from '@atelier/core';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The web app's server renderer (decision 016): apps/web/dist-ssr/entry-server.js, built beside
 * the browser's dist by `npm run build`. Its HTML goes into <div id="root"> and the browser
 * hydrates it, so a page paints its text and main image before any JavaScript has run.
 */
interface RendererModule {
  renderPage(input: {
    url: string;
    state: DehydratedState | null;
    origin: string;
    signal?: AbortSignal;
  }): Promise<string>;
}

/** A page that takes longer is sent without its body (the browser renders it). */
const RENDER_TIMEOUT_MS = 3000;

export type PageBodyRenderer = (
  url: string,
  module: PageModule | null,
  state: DehydratedState | null,
) => Promise<string | null>;

/** The renderer's file for a web dist folder: dist-ssr/entry-server.js beside it. */
export const rendererPath = (webDist: string) =>
  path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');

/**
 * Loads the renderer, or returns undefined when it is not built (the pages then carry only
 * their head and initial data, and the browser renders the body). A render that fails or times
 * out is logged and answered the same way: a page never fails because of its body.
 */
export async function loadPageRenderer(
  webDist: string | undefined,
  origin: string,
  log: FastifyBaseLogger,
): Promise<PageBodyRenderer | undefined> {
  const file = webDist && rendererPath(webDist);
  if (!file || !existsSync(file)) return undefined;
  let renderer: RendererModule;
  try {
    renderer = (await import(pathToFileURL(file).href)) as RendererModule;
  } catch (error) {
    log.error(
      { err: error, file },
      'the server renderer does not load; pages are rendered by the browser',
    );
    return undefined;
  }
  return async (url, module, state) => {
    // The page table says which pages are the same for everyone: the others (the cart,
    // checkout, the preview gate, the mailing-list links) depend on the visitor's browser.
    if (!module || pageOfModule(module).rendering !== 'server') return null;
    try {
      return await renderer.renderPage({
        url,
        state,
        origin,
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
    } catch (error) {
      log.warn(
        { err: error, url },
        'server rendering failed; the page is sent for the browser to render',
      );
      return null;
    }
  };
}
