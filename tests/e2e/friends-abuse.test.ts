import { describe, expect, it } from 'vitest';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { friendContext, friendPage, openOwnerTripPage, ownerWithTrip } from './support/friends';
import { inspectPage } from './support/inspect-page';
import { collectConsoleErrors, expectErrorToast } from './support/page-helpers';
import { tripPage } from './support/trip-page';

const SCRIPT_TIP =
  '<script>window.__owned = true</script><img src=x onerror="window.__owned = true"> Fado in Alfama';
const LINK_TIP = '[Best fado](javascript:window.__owned=true) in Mouraria';

describe.each(oneE2eDatabase('sqlite'))('bad input and abuse on the friend pages on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('stores markup and javascript: links as text and shows them inert on the owner page', async () => {
    const { context, trip } = await ownerWithTrip(env(), 'Lisbon');
    const ownerPage = await openOwnerTripPage(context, trip.id);
    const ownerErrors = collectConsoleErrors(ownerPage);
    const page = await (await friendContext(env())).newPage();
    const ui = friendPage(page);
    await page.goto(`/hello/${trip.id}`);

    await ui.entry('Do', 1).fill(SCRIPT_TIP);
    await ui.entry('Do', 1).press('Enter');
    await ui.entry('Do', 2).fill(LINK_TIP);
    await ui.submit.click();
    await ui.send.click();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();

    const owned = tripPage(ownerPage);
    await owned.card('Fado in Alfama').getByText(SCRIPT_TIP, { exact: true }).waitFor();
    await owned.card('in Mouraria').waitFor();
    expect(await owned.card('in Mouraria').getByRole('link').count()).toBe(0);
    expect(await ownerPage.locator('article script, article img').count()).toBe(0);
    expect(await ownerPage.evaluate(() => (window as { __owned?: boolean }).__owned)).toBeUndefined();
    expect(ownerErrors).toEqual([]);
  });

  it('keeps the tips when the trip was deleted meanwhile', async () => {
    const { context, trip } = await ownerWithTrip(env(), 'Porto');
    const page = await (await friendContext(env())).newPage();
    const ui = friendPage(page);
    await page.goto(`/hello/${trip.id}`);
    await ui.entry('Do', 1).fill('Sunset from the Dom Luís bridge');

    const deleted = await context.request.delete(`${env().serverUrl}/api/trips/${trip.id}`, {
      headers: { Origin: env().serverUrl },
    });
    expect(deleted.ok()).toBe(true);
    await ui.submit.click();
    await ui.send.click();
    await expectErrorToast(page, 'Error submitting recommendations', /no longer works/);
    await ui.back.click();
    expect(await ui.entry('Do', 1).inputValue()).toBe('Sunset from the Dom Luís bridge');
  });

  it('keeps the tips through a server error, and sends them on the next try', async () => {
    const { api, trip } = await ownerWithTrip(env(), 'Seville');
    const page = await (await friendContext(env())).newPage();
    const ui = friendPage(page);
    await page.goto(`/hello/${trip.id}`);
    await ui.entry('Do', 1).fill('Flamenco in Triana');
    await page.route(
      `**/api/public/trips/${trip.id}/recommendations`,
      (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'The database is busy.' } }),
        }),
      { times: 1 },
    );
    await ui.submit.click();
    await ui.send.click();
    await expectErrorToast(page, 'Error submitting recommendations', /The database is busy\. .*kept/);
    await ui.send.click();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    const { recommendations } = await api.getTrip(trip.id);
    expect(recommendations.map((tip) => tip.content)).toEqual(['Flamenco in Triana']);
  });

  // Last in the file: it uses up this address's submissions for the minute.
  it('answers a flood of submissions with 429 and keeps what the friend typed', async () => {
    const { trip } = await ownerWithTrip(env(), 'Madrid');
    const page = await (await friendContext(env())).newPage();
    const ui = friendPage(page);
    await page.goto(`/hello/${trip.id}`);
    await ui.tab('Eat').click();
    await ui.entry('Eat', 1).fill('Churros at San Ginés');

    const url = `${env().serverUrl}/api/public/trips/${trip.id}/recommendations`;
    // The earlier tests of this file used some of the minute's 20 submissions: send until refused.
    const statuses: number[] = [];
    while (statuses.at(-1) !== 429 && statuses.length < 25) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: env().serverUrl },
        body: JSON.stringify({
          entries: [{ category: 'do', content: `Flood ${statuses.length}` }],
          contributor_name: null,
        }),
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(statuses.length).toBeLessThanOrEqual(21);

    await ui.submit.click();
    await ui.nameField.fill('Lola');
    await ui.send.click();
    await expectErrorToast(page, 'Error submitting recommendations', /Too many attempts from your address/);
    await ui.nameDialog
      .getByRole('alert')
      .filter({ hasText: /Please wait \d+ seconds/ })
      .waitFor();
    await inspectPage(page, 'friend-rate-limited');
    await ui.back.click();
    expect(await ui.entry('Eat', 1).inputValue()).toBe('Churros at San Ginés');
    expect(await ui.nameField.count()).toBe(0);
  });
});
