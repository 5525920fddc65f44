import { describe, expect, it } from 'vitest';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { friendContext, friendPage, openOwnerTripPage, ownerWithTrip } from './support/friends';
import { inspectPage } from './support/inspect-page';
import { expectErrorToast, pathOf, waitForPath } from './support/page-helpers';
import { tripPage } from './support/trip-page';

/** Well formed (43 base64url characters) but given to no trip. */
const UNKNOWN_TOKEN = 'A'.repeat(43);

describe.each(oneE2eDatabase('sqlite'))('links friends open on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('/rec/{token} asks for tips and thanks on /thank-you/{token}; /share/{token} redirects there', async () => {
    const { context, owner, trip } = await ownerWithTrip(env(), 'Mexico City');
    const ownerPage = await openOwnerTripPage(context, trip.id);
    const page = await (await friendContext(env())).newPage();
    const ui = friendPage(page);

    const answer = await page.goto(`/share/${trip.share_token}`);
    expect(answer?.request().redirectedFrom()?.url()).toBe(`${env().serverUrl}/share/${trip.share_token}`);
    expect(pathOf(page)).toBe(`/rec/${trip.share_token}`);
    await ui.heading(`${owner.first_name} needs your recommendations for Mexico City!`).waitFor();

    await ui.tab('Museums').click();
    await ui.entry('Museums', 1).fill('Museo Nacional de Antropología');
    await ui.submit.click();
    await ui.nameField.fill('  Lupe  ');
    await ui.send.click();
    await waitForPath(page, `/thank-you/${trip.share_token}`);
    await page.getByText(/share your own recommendations for Mexico City/).waitFor();
    await tripPage(ownerPage).card('Museo Nacional de Antropología').getByText('— Lupe').waitFor();
  });

  it('shows the invalid-link state for a missing or malformed token, and "not found" for an unknown one', async () => {
    const page = await (await friendContext(env())).newPage();

    await page.goto('/rec/not-a-token');
    await expectErrorToast(page, 'Invalid share link', 'The share token is missing or invalid.');
    await page.getByRole('heading', { level: 1, name: 'Invalid share link' }).waitFor();
    await inspectPage(page, 'friend-invalid-link');

    await page.goto('/rec/');
    await expectErrorToast(page, 'Invalid share link', 'The share token is missing or invalid.');
    await page.getByRole('heading', { level: 1, name: 'Invalid share link' }).waitFor();
    await page.getByRole('main').getByText('The share token is missing or invalid.').waitFor();

    await page.goto(`/rec/${UNKNOWN_TOKEN}`);
    await expectErrorToast(page, 'Trip not found', 'This link may be invalid or expired.');
    await page.getByRole('heading', { name: 'Find a Trip to Recommend' }).waitFor();
  });

  it('/hello finds a trip by its id, trimmed, and explains an empty or unknown id', async () => {
    const { owner, trip } = await ownerWithTrip(env(), 'Reykjavik');
    const page = await (await friendContext(env())).newPage();
    const ui = friendPage(page);

    await page.goto('/hello');
    await page.getByRole('heading', { level: 1, name: 'Find a Trip to Recommend' }).waitFor();
    await inspectPage(page, 'friend-find-trip');
    await page.getByRole('button', { name: 'Find Trip' }).click();
    await expectErrorToast(page, 'Trip ID required', 'Please enter a trip ID.');

    await page.getByLabel('Trip ID').fill('f0f0f0f0-0000-4000-8000-000000000000');
    await page.getByRole('button', { name: 'Find Trip' }).click();
    await expectErrorToast(page, 'Trip not found', 'Please check the trip ID and try again.');
    await page.getByText('We could not find a trip with this ID.').waitFor();

    await page.getByLabel('Trip ID').fill(`  ${trip.id}  `);
    await page.getByRole('button', { name: 'Find Trip' }).click();
    await waitForPath(page, `/hello/${trip.id}`);
    await ui.heading(`${owner.first_name} needs your recommendations for Reykjavik!`).waitFor();

    await page.goto('/hello/not-a-trip-id');
    await expectErrorToast(page, 'Trip not found', 'Please check the trip ID and try again.');
    expect(await page.getByLabel('Trip ID').inputValue()).toBe('not-a-trip-id');
  });

  it('says the trip could not be loaded when the lookup fails on the way, and tries again', async () => {
    const { owner, trip } = await ownerWithTrip(env(), 'Kyoto');
    const page = await (await friendContext(env())).newPage();
    // The connection drops on the lookup only: the page itself has loaded.
    await page.route('**/api/public/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`/hello/${trip.id}`);
    // The page's fixed words: "Error loading trip details" / "Could not load trip owner information."
    await expectErrorToast(page, 'Error loading trip details', 'Could not load trip owner information.');
    await page.getByRole('heading', { level: 1, name: "We couldn't load this trip" }).waitFor();
    await inspectPage(page, 'friend-lookup-error');

    await page.unroute('**/api/public/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await friendPage(page).heading(`${owner.first_name} needs your recommendations for Kyoto!`).waitFor();
  });
});
