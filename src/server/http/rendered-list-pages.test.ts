import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFriendPages } from '../../../tests/support/built-pages.js';
import { apiClient } from '../../../tests/support/api.js';
import { createTestApp, signUp, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { jsonInScript } from '../../shared/rules/rendered-friend-page.js';
import { insertTipRows } from '../../../tests/support/database-rows.js';
import { RENDERED_TIPS_MAX } from './rendered-page-html.js';

const HOSTILE = 'Lisbon</script><script>alert(1)</script>';

describe.each(DIALECTS)('shared lists drawn by the server on %s', (dialect) => {
  let t: TestApp;
  let token = '';
  let cookie = '';
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { webDir: builtFriendPages() });
    ({ cookie } = await signUp(t, { first_name: 'Inês' }));
    const owner = apiClient(t, cookie);
    const trip = (await owner.post('/api/trips', { destination: HOSTILE })).json<{ trip: { id: string } }>()
      .trip;
    const [tip] = (
      await owner.post(`/api/trips/${trip.id}/recommendations`, {
        entries: [{ category: 'eat', content: 'Pastéis de Belém' }],
      })
    ).json<{ recommendations: { id: string }[] }>().recommendations;
    await owner.patch(`/api/recommendations/${tip?.id}`, { is_favorite: true });
    token = (await owner.post(`/api/trips/${trip.id}/shared-favorites`, {})).json<{ share_token: string }>()
      .share_token;
  });
  afterAll(() => t.close());

  it('sends a shared list drawn, with what it was drawn from, its script after the paint', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/shared-favorites/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<h1>Lisbon&lt;/script>&lt;script>alert(1)&lt;/script></h1>');
    expect(page.body).toContain(`/shared-favorites/${token} false`);
    expect(page.body).toContain('/assets/after-paint.js');
    expect(page.body).not.toContain('Loading...');
    // The data block cannot be ended by what it carries, and reads back as sent.
    const block = /<script type="application\/json" id="drawn-page">(.*?)<\/script>/.exec(page.body);
    expect(block?.[1]).toBeDefined();
    const rendered = JSON.parse(block?.[1] ?? '') as { shared: { destination: string }; token: string };
    expect(rendered.shared.destination).toBe(HOSTILE);
    expect(rendered.token).toBe(token);
    expect(block?.[1]).toBe(jsonInScript(rendered));
  });

  it('draws for a signed-in visitor as signed in', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/shared-favorites/${token}`,
      headers: { cookie },
    });
    expect(page.body).toContain(`/shared-favorites/${token} true`);
  });

  it('sends a list of more tips than are drawn undrawn, for the page to draw', async () => {
    const owner = apiClient(t, cookie);
    const { guidebook } = (
      await owner.post('/api/guidebooks', { title: 'Porto', destination: 'Porto' })
    ).json<{
      guidebook: { id: string };
    }>();
    await insertTipRows(t.db, { guidebookId: guidebook.id }, RENDERED_TIPS_MAX);
    const link = (await owner.post(`/api/guidebooks/${guidebook.id}/shared-links`, {})).json<{
      share_token: string;
    }>();
    const open = () => t.app.inject({ method: 'GET', url: `/shared-guidebook/${link.share_token}` });
    expect((await open()).body).toContain('drawn-page');
    const entries = [{ category: 'do', content: 'One more' }];
    expect(
      (await owner.post(`/api/guidebooks/${guidebook.id}/recommendations`, { entries })).statusCode,
    ).toBe(201);
    const page = await open();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/assets/friend.js');
    expect(page.body).not.toContain('drawn-page');
  });

  it('sends a link that leads nowhere undrawn, for the page to say so', async () => {
    for (const url of ['/shared-favorites/unknown-token', '/shared-guidebook/unknown-token']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('Loading...');
      expect(page.body, url).toContain('/assets/friend.js');
      expect(page.body, url).not.toContain('drawn-page');
    }
  });
});
