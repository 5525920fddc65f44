import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { SessionResponse } from '../../shared/contracts/auth.js';
import { sessionQueryKey } from '../features/auth/api';
import { LandingPage } from '../features/landing/routes/landing-page';
import { PublicLayout } from './layouts/public-layout';

/**
 * The landing page as a signed-out visitor first sees it, drawn at build time: the browser paints it
 * from the HTML, before any script has loaded, and the app then draws the same page over it.
 */
export function landingMarkup(): string {
  const client = new QueryClient();
  client.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<LandingPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
