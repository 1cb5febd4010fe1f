import { HYDRATING_ATTRIBUTE } from '@atelier/core/page-data';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrateInitialData } from './app/initial-data';
import { preloadPath } from './app/lazy-page';
import { AppProviders } from './app/providers';
import { PublicApp, publicTree } from './app/public-app';
import { queryClient } from './lib/query-client';
import { SiteOriginProvider } from './lib/site-origin';
import './styles/index.css';

// The web fonts are a stylesheet of their own (decision 036): the server links it, or has
// boot.js load it after the first paint. The development server has neither.
if (import.meta.env.DEV) void import('./styles/fonts.css');

/** The public site (index.html). The admin is another app, admin.html (decision 012). */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

hydrateInitialData(queryClient);

const app = (
  <StrictMode>
    <SiteOriginProvider value={window.location.origin}>
      <AppProviders>
        <PublicApp />
      </AppProviders>
    </SiteOriginProvider>
  </StrictMode>
);
// Most pages arrive rendered by the server (decision 016) and are hydrated; the others (and
// every page when the server renderer is not built) are rendered here.
/**
 * Until the page has hydrated (PublicLayout takes the mark off), it is plain HTML: a link
 * followed meanwhile loads its page, as it would without JavaScript, instead of reaching React
 * half-way. Controls take no clicks until then (styles/index.css).
 */
function keepPlainUntilHydrated(root: HTMLElement) {
  const asHtml = (event: Event) => {
    if (root.hasAttribute(HYDRATING_ATTRIBUTE)) event.stopImmediatePropagation();
  };
  for (const type of ['click', 'auxclick', 'keydown', 'submit'])
    root.addEventListener(type, asHtml, { capture: true });
}

const render = () => {
  if (container.firstElementChild) {
    // Registered before React's own listeners on the root, so it runs first.
    keepPlainUntilHydrated(container);
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page in one task (decision 036).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
};
// The server preloaded this page's code; waiting for it makes the first render the page itself.
void preloadPath(publicTree, window.location.pathname).then(render, render);
