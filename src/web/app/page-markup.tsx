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
import { LanguageProvider } from '../lib/i18n';
import type { AnyLocale } from '../../shared/i18n/locales.js';
import { loadMessages, translatorOf } from '../../shared/i18n/messages.js';
import { localizedHtml } from '../../shared/rules/localized-html.js';

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
 * and React keeps every element that is already on screen. It speaks `locale`.
 */
export async function pageMarkup(page: PrerenderedPage, locale: AnyLocale): Promise<string> {
  await loadMessages(locale, ['friend', 'public', 'app']);
  const client = new QueryClient();
  client.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
  return renderToString(
    <LanguageProvider locale={locale}>
      <Providers client={client}>
        <MemoryRouter initialEntries={[PRERENDERED_PAGES[page]]}>
          <Routes>{pageRoutes[page]}</Routes>
        </MemoryRouter>
      </Providers>
    </LanguageProvider>,
  );
}

/** The built page `html` in `locale`: its language, direction and marked texts (decision 068). */
export async function pageInLanguage(html: string, locale: AnyLocale): Promise<string> {
  await loadMessages(locale, ['friend', 'public', 'app']);
  const translate = translatorOf(locale);
  return localizedHtml(html, locale, (key) => translate(key as never));
}
