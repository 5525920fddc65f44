import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { SessionResponse } from '../../shared/contracts/auth.js';
import { sessionQueryKey } from '../features/auth/api';
import { LandingPage } from '../features/landing/routes/landing-page';
import { PublicLayout } from './layouts/public-layout';
import { Providers } from './providers';

/**
 * The landing page as a signed-out visitor first sees it, drawn at build time: the browser paints it
 * from the HTML, before any script has loaded, and the app then takes it over (hydrates it). The tree
 * is the app's own (main.tsx) with a memory router in place of the browser's, so the two agree node
 * for node and React keeps every element that is already on screen.
 */
export function landingMarkup(): string {
  const client = new QueryClient();
  client.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
  return renderToString(
    <Providers client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<LandingPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}
