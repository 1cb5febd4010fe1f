import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The app's data router (React Router 7 data mode); route objects live in routes.tsx. */
export const router = createBrowserRouter(routes);
