import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hydrateInitialData } from './app/initial-data';
import { preloadPath } from './app/lazy-route';
import { AppProviders } from './app/providers';
import { PublicApp, publicTree } from './app/public-app';
import { queryClient } from './lib/query-client';
import './styles/index.css';

/** The public site (index.html). The admin is another app, admin.html (decision 012). */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

hydrateInitialData(queryClient);
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <PublicApp />
      </AppProviders>
    </StrictMode>,
  );
// The server preloaded this page's code; waiting for it makes the first render the page itself.
void preloadPath(publicTree, window.location.pathname).then(render, render);
