import { afterAll, describe, expect, it } from 'vitest';
import {
  GOOGLE_ERRORS,
  knowing,
  sendGoogleError,
  startGooglePlacesServer,
  type GooglePlace,
} from '../support/google-places-server';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { openOwnerTripPage, ownerWithTrip } from './support/friends';
import { inspectPage } from './support/inspect-page';
import { holdRequests } from './support/page-helpers';
import { tripPage } from './support/trip-page';

const manteigaria: GooglePlace = {
  id: 'ChIJManteigariaLisboa01',
  name: 'Manteigaria',
  secondary: 'Rua do Loreto, Lisbon, Portugal',
  address: 'Rua do Loreto 2, 1200-108 Lisboa, Portugal',
  lat: 38.7107,
  lng: -9.1434,
};
const timeOut: GooglePlace = {
  id: 'ChIJTimeOutMarketLisboa',
  name: 'Time Out Market',
  secondary: 'Avenida 24 de Julho, Lisbon, Portugal',
  address: 'Av. 24 de Julho 49, 1200-479 Lisboa, Portugal',
  lat: 38.7068,
  lng: -9.1459,
};

describe.each(oneE2eDatabase('postgres'))('tagging places found by Google Places on %s', (database) => {
  let google: Awaited<ReturnType<typeof startGooglePlacesServer>> | undefined;
  const env = useE2eEnvironment(database, {
    serverEnv: async () => {
      google = await startGooglePlacesServer();
      return {
        PLACES_PROVIDER: 'google',
        GOOGLE_MAPS_API_KEY: 'e2e-google-key-0123456789',
        GOOGLE_PLACES_URL: google.url,
      };
    },
  });
  afterAll(() => google?.close());

  const stand = () => {
    if (!google) throw new Error('The Google stand-in did not start.');
    return google;
  };

  it('tags a place in one billed session, and says in the panel what went wrong when Google fails', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Lisbon');
    const page = await openOwnerTripPage(context, trip.id);
    const ui = tripPage(page);
    const panel = page.locator('[data-place-search-panel]');
    const option = (name: string) =>
      page.getByRole('listbox', { name: 'Places' }).getByRole('option', { name });
    stand().answerWith(knowing([manteigaria, timeOut]));

    await page.getByRole('button', { name: 'Add My Own' }).click();
    await ui.addDialog.waitFor();
    await ui.dialogTab('Eat').click();
    await ui.entry('Eat', 1).fill('Pastéis de nata at @Mante');
    await option('Manteigaria, Rua do Loreto, Lisbon, Portugal').waitFor();
    await panel.getByText('Powered by Google').waitFor();
    expect(await panel.getByText('Offline results').count()).toBe(0);
    await inspectPage(page, 'place-search-google');

    // The details come in a second request, as Google bills them: Submit waits for the place meanwhile.
    const details = await holdRequests(page, `/api/places/${manteigaria.id}*`);
    await option('Manteigaria, Rua do Loreto, Lisbon, Portugal').click();
    // The button says why it waits.
    const submit = ui.addDialog.getByRole('button', { name: /^(Submit|Selecting Place\.\.\.)$/ });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    expect(await submit.innerText()).toBe('Selecting Place...');
    details.release();
    await expect.poll(() => ui.entry('Eat', 1).inputValue()).toBe('Pastéis de nata at Manteigaria ');
    await expect.poll(() => submit.isDisabled()).toBe(false);
    const [asked, detailed] = [
      stand().requests.findLast((request) => request.method === 'POST'),
      stand().requests.at(-1),
    ];
    expect(detailed?.url.pathname).toBe(`/v1/places/${manteigaria.id}`);
    const session = (asked?.body as { sessionToken?: string } | undefined)?.sessionToken;
    expect(session).toMatch(/^[A-Za-z0-9_-]{8,36}$/);
    expect(detailed?.url.searchParams.get('sessionToken')).toBe(session);

    // The details of the next place fail: the panel says so and the entry keeps what was typed.
    stand().answerWith((request, response) =>
      request.method === 'POST'
        ? knowing([manteigaria, timeOut])(request, response)
        : sendGoogleError(response, GOOGLE_ERRORS.internal),
    );
    await ui.addDialog.getByRole('button', { name: 'Add Another' }).click();
    const second = ui.entry('Eat', 2);
    await second.waitFor();
    await second.fill('Lunch at @Time');
    await option('Time Out Market, Avenida 24 de Julho, Lisbon, Portugal').click();
    await panel
      .getByRole('alert')
      .filter({ hasText: 'Failed to get place details. Please try again.' })
      .waitFor();
    expect(await second.inputValue()).toBe('Lunch at @Time');

    // A refused key: the offline search answers, and the panel says why.
    stand().answerWith((_request, response) => sendGoogleError(response, GOOGLE_ERRORS.invalidKey));
    await second.fill('Lunch at @Lisbo');
    // The notice comes with the new answer; until then the panel may still show Google's last one.
    await panel
      .getByText('The place search API key is invalid or not properly configured.', { exact: false })
      .waitFor();
    await panel.getByText('Offline results: cities and places already tagged').waitFor();
    await option('Lisbon, Portugal').waitFor();

    await page.keyboard.press('Escape');
    await second.fill('');
    await ui.addDialog.getByRole('button', { name: 'Submit' }).click();
    const link = ui.card('Pastéis de nata at Manteigaria').getByRole('link', { name: 'Manteigaria' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^/trip/${trip.id}/map\\?tip=`));
    const { recommendations } = await api.getTrip(trip.id);
    expect(recommendations.find((tip) => tip.place_name === 'Manteigaria')).toMatchObject({
      place_id: manteigaria.id,
      latitude: 38.7107,
      longitude: -9.1434,
      place_address: manteigaria.address,
    });
  });
});
