import type { BrowserContext, Page } from 'playwright-core';
import type { GuidebookTip } from '../../../src/shared/contracts/guidebook-tips.js';
import type { Guidebook, GuidebookDetail, GuidebookLink } from '../../../src/shared/contracts/guidebooks.js';
import type { NewTip } from '../../../src/shared/contracts/tips.js';
import { renderedTexts } from './page-helpers';

/** Owner calls for guidebooks, as the signed-in browser context (its cookie, its origin). */
export function guidebooksApi(context: BrowserContext, serverUrl: string) {
  async function call<T>(method: string, path: string, data?: unknown): Promise<T> {
    const response = await context.request.fetch(`${serverUrl}${path}`, {
      method,
      data,
      headers: { Origin: serverUrl },
    });
    if (!response.ok())
      throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    return (response.status() === 204 ? null : await response.json()) as T;
  }
  return {
    create: async (title: string, destination: string, description?: string) =>
      (await call<{ guidebook: Guidebook }>('POST', '/api/guidebooks', { title, destination, description }))
        .guidebook,
    addTips: async (guidebookId: string, entries: NewTip[]) =>
      (
        await call<{ recommendations: GuidebookTip[] }>(
          'POST',
          `/api/guidebooks/${guidebookId}/recommendations`,
          { entries },
        )
      ).recommendations,
    get: (guidebookId: string) => call<GuidebookDetail>('GET', `/api/guidebooks/${guidebookId}`),
    share: (guidebookId: string) =>
      call<GuidebookLink>('POST', `/api/guidebooks/${guidebookId}/shared-links`, {}),
  };
}

/** The guidebook page's parts, found the way a person (or a screen reader) finds them. */
export function guidebookPage(page: Page) {
  const tabs = page.getByRole('tablist', { name: 'Recommendation categories' });
  const addDialog = page.getByRole('dialog', { name: 'Add New Recommendations' });
  const editDialog = page.getByRole('dialog', { name: 'Edit Recommendation' });
  return {
    tab: (title: string) => tabs.getByRole('tab', { name: new RegExp(`^${title}\\b`) }),
    card: (text: string) => page.getByRole('article').filter({ hasText: text }),
    tipTexts: async () =>
      (await renderedTexts(page.getByRole('tabpanel').getByRole('article'))).map(
        (text) => text.split('\n')[0] ?? '',
      ),
    addDialog,
    entry: (category: string, position: number) =>
      addDialog.getByLabel(`${category} recommendation ${position}`, { exact: true }),
    dialogTab: (title: string) =>
      addDialog
        .getByRole('tablist', { name: 'Recommendation category' })
        .getByRole('tab', { name: new RegExp(`^${title}\\b`) }),
    editDialog,
  };
}
