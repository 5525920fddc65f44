import { createBrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client';
import { startFromPrerenderedPage } from './prerendered-pages';
import { routes } from './routes';

export const router = createBrowserRouter(routes, startFromPrerenderedPage(queryClient));
