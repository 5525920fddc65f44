import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { SessionResponse } from '../../shared/contracts/auth.js';
import { PRERENDERED_PAGES, type PrerenderedPage } from '../../shared/rules/prerendered-pages.js';
import { sessionQueryKey } from '../features/auth/api';
import { AuthPage } from '../features/auth/routes/auth-page';
import { LandingPage } from '../features/landing/routes/landing-page';
import { PublicLayout } from './layouts/public-layout';
import { Providers } from './providers';

/** Each drawn page's route, placed as router.tsx places it. */
const pageRoutes: Record<PrerenderedPage, ReactNode> = {
  landing: (
    <Route element={<PublicLayout />}>
      <Route index element={<LandingPage />} />
    </Route>
  ),
  auth: <Route path={PRERENDERED_PAGES.auth} element={<AuthPage />} />,
};

/**
 * A page as a signed-out visitor first sees it, drawn at build time: the browser paints it from the
 * HTML, before any script has loaded, and the app then takes it over (hydrates it). The tree is the
 * app's own (main.tsx) with a memory router in place of the browser's, so the two agree node for node
 * and React keeps every element that is already on screen.
 */
export function pageMarkup(page: PrerenderedPage): string {
  const client = new QueryClient();
  client.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
  return renderToString(
    <Providers client={client}>
      <MemoryRouter initialEntries={[PRERENDERED_PAGES[page]]}>
        <Routes>{pageRoutes[page]}</Routes>
      </MemoryRouter>
    </Providers>,
  );
}
