import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { adminAppTree } from './app/admin-app';
import './styles/fonts.css';
import './styles/index.css';

/**
 * The admin app (admin.html, its own build): React Router's data router over every route, for
 * its blockers (unsaved changes), pending navigations and loaders. Visitors never load it.
 */
const container = document.getElementById('root');
if (!container) throw new Error('admin.html has no #root element');
const router = createBrowserRouter(adminAppTree);

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
