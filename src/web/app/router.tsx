import { createBrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client';
import { startFromPrerenderedPage } from './prerendered-pages';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's router; its first page starts loading at once (a lazily loaded page's code, its data). */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes, startFromPrerenderedPage(queryClient));
}
