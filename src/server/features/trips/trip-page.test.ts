import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtAppPages } from '../../../../tests/support/built-pages.js';
import { apiClient } from '../../../../tests/support/api.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import type { RenderedTripPage } from '../../../shared/rules/rendered-app-page.js';
import { RENDERED_TIPS_MAX } from '../../http/rendered-page-html.js';
import { insertTipRows } from '../../../../tests/support/database-rows.js';
import { jsonInScript } from '../../../shared/rules/rendered-friend-page.js';

const HOSTILE = 'Lisbon</script><script>alert(1)</script> & "Porto"';

describe.each(DIALECTS)("the owner's trip page drawn by the server on %s", (dialect) => {
  let t: TestApp;
  let cookie = '';
  let strangerCookie = '';
  let tripId = '';
  let undrawableId = '';
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { webDir: builtAppPages() });
    ({ cookie } = await signUp(t, { first_name: 'Inês' }));
    ({ cookie: strangerCookie } = await signUp(t, { first_name: 'Rui' }));
    const owner = apiClient(t, cookie);
    const create = async (destination: string) =>
      (await owner.post('/api/trips', { destination })).json<{ trip: { id: string } }>().trip.id;
    tripId = await create(HOSTILE);
    undrawableId = await create('Undrawable');
    await owner.post(`/api/trips/${tripId}/recommendations`, {
      entries: [
        { category: 'eat', content: 'Pastéis de Belém' },
        { category: 'do', content: 'Tram 28 at dawn' },
      ],
    });
  });
  afterAll(() => t.close());

  const open = (url: string, who?: string) =>
    t.app.inject({ method: 'GET', url, headers: who ? { cookie: who } : {} });

  it('sends the trip drawn for its owner, with what it was drawn from, its script after the paint', async () => {
    const page = await open(`/trip/${tripId}`, cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.vary).toContain('Cookie');
    expect(page.body).toContain(`<div id="root" inert><h1>Lisbon&lt;/script>&lt;script>alert(1)&lt;/script>`);
    expect(page.body).toContain(`/trip/${tripId} Inês 2</p>`);
    expect(page.body).toContain('/assets/after-paint.js');
    // The tab names the trip before any script, its text escaped.
    expect(page.body).toContain(
      '<title>Lisbon&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Porto&quot; · Tiplist</title>',
    );
    // The data block cannot be ended by what it carries, and reads back as the trip's API read answers.
    const block = /<script type="application\/json" id="drawn-app-page">(.*?)<\/script>/.exec(page.body);
    const rendered = JSON.parse(block?.[1] ?? 'null') as RenderedTripPage;
    expect(block?.[1]).toBe(jsonInScript(rendered));
    const read = await apiClient(t, cookie).get(`/api/trips/${tripId}`);
    expect(rendered.detail).toEqual(read.json());
    expect(rendered.user.first_name).toBe('Inês');
    expect(rendered.page).toBe('trip');
    expect(rendered.userAgent).toBe('lightMyRequest');
  });

  it('sends the page undrawn to a visitor without a session, who is then sent to sign in', async () => {
    for (const who of [undefined, 'better-auth.session_token=forged.value']) {
      const page = await open(`/trip/${tripId}`, who);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('/assets/main.js');
      expect(page.body).not.toContain('drawn-app-page');
      expect(page.body).not.toContain('Pastéis');
    }
  });

  it("never draws another owner's trip, a missing one or a malformed id", async () => {
    for (const url of [`/trip/${tripId}`, `/trip/${crypto.randomUUID()}`, '/trip/not-an-id']) {
      const page = await open(url, strangerCookie);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('/assets/main.js');
      expect(page.body, url).not.toContain('drawn-app-page');
      expect(page.body, url).not.toContain('Lisbon');
    }
  });

  it('sends a trip that cannot be drawn undrawn, for the app to draw', async () => {
    const page = await open(`/trip/${undrawableId}`, cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/assets/main.js');
    expect(page.body).not.toContain('drawn-app-page');
  });

  it('sends a trip of more tips than are drawn undrawn, for the app to draw', async () => {
    const owner = apiClient(t, cookie);
    const longId = (await owner.post('/api/trips', { destination: 'Long list' })).json<{
      trip: { id: string };
    }>().trip.id;
    await insertTipRows(t.db, { tripId: longId }, RENDERED_TIPS_MAX);
    const rendered = await open(`/trip/${longId}`, cookie);
    expect(rendered.body).toContain(`/trip/${longId} Inês ${RENDERED_TIPS_MAX}</p>`);
    await owner.post(`/api/trips/${longId}/recommendations`, {
      entries: [{ category: 'do', content: 'One more' }],
    });
    const page = await open(`/trip/${longId}`, cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/assets/main.js');
    expect(page.body).not.toContain('drawn-app-page');
  });

  it('draws nothing at an encoded address, which the app does not route as the trip page', async () => {
    for (const url of [`/%74rip/${tripId}`, `/trip/${tripId.replace('-', '%2D')}`]) {
      const page = await open(url, cookie);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('drawn-app-page');
      expect(page.body, url).not.toContain('Pastéis');
    }
  });
});
