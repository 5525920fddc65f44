import { describe, expect, it } from 'vitest';
import { newAccount, fillSignUpForm } from './support/accounts';
import { mobileViewport } from './support/browser';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import {
  countSubmissions,
  friendContext,
  friendPage,
  openOwnerTripPage,
  ownerWithTrip,
  savedDraft,
  waitForSavedDraft,
} from './support/friends';
import { inspectPage } from './support/inspect-page';
import { expectErrorToast, expectSuccessToast, waitForPath } from './support/page-helpers';
import { tripPage } from './support/trip-page';

describe.each(oneE2eDatabase('postgres'))('a friend sends tips from a phone on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('keeps what was typed through a reload and an offline submit, and the owner sees it live', async () => {
    const { context, owner, trip } = await ownerWithTrip(env(), 'Lisbon', 'Pastry, viewpoints and fado');
    const ownerPage = await openOwnerTripPage(context, trip.id);
    const friends = await friendContext(env());
    const page = await friends.newPage();
    const ui = friendPage(page);

    await page.goto(`/hello/${trip.id}`);
    await ui.heading(`${owner.first_name} needs your recommendations for Lisbon!`).waitFor();
    await page.getByText('Pick a category, then add recommendation. Hit Enter to add more.').waitFor();
    await page.getByText('“Pastry, viewpoints and fado”').waitFor();
    expect(await ui.submit.count()).toBe(0);
    expect(await page.title()).toBe(`Tips for ${owner.first_name}'s trip to Lisbon · Tiplist`);
    await inspectPage(page, 'friend-ask');
    await page.setViewportSize(mobileViewport);

    await ui.entry('Do', 1).fill('Sunset at Miradouro da Senhora do Monte');
    await ui.entry('Do', 1).press('Enter');
    await ui.entry('Do', 2).fill('Tram 28 before 8 am');
    await ui.tab('Eat').click();
    await ui.entry('Eat', 1).fill('Pastéis de Belém, still warm');
    await ui.tab('Bars').click();
    await ui.entry('Bars', 1).fill('Park Bar on the car park roof');
    await ui.submit.waitFor();
    await waitForSavedDraft(page, trip.id, 'Park Bar on the car park roof');

    await page.reload();
    await ui.restoredNotice.waitFor();
    expect(await ui.entry('Do', 1).inputValue()).toBe('Sunset at Miradouro da Senhora do Monte');
    expect(await ui.entry('Do', 2).inputValue()).toBe('Tram 28 before 8 am');
    await ui.tab('Eat').click();
    expect(await ui.entry('Eat', 1).inputValue()).toBe('Pastéis de Belém, still warm');
    await ui.tab('Bars').click();
    expect(await ui.entry('Bars', 1).inputValue()).toBe('Park Bar on the car park roof');
    await inspectPage(page, 'friend-ask-restored');
    await page.setViewportSize(mobileViewport);

    await friends.setOffline(true);
    await ui.submit.click();
    await ui.nameField.fill('Ana');
    await ui.send.click();
    await expectErrorToast(page, 'Error submitting recommendations', /offline/);
    await ui.nameDialog.getByRole('alert').filter({ hasText: 'saved on this device' }).waitFor();
    await inspectPage(page, 'friend-offline-error');
    await page.setViewportSize(mobileViewport);
    await ui.back.click();
    expect(await ui.entry('Bars', 1).inputValue()).toBe('Park Bar on the car park roof');
    expect(await savedDraft(page, trip.id)).toContain('Tram 28 before 8 am');

    await friends.setOffline(false);
    const submissions = countSubmissions(page);
    await ui.submit.click();
    expect(await ui.nameField.inputValue()).toBe('Ana');
    expect(await ui.nameDialog.getByRole('alert').count()).toBe(0);
    await ui.send.dblclick();
    await waitForPath(page, '/thank-you');
    await expectSuccessToast(page, 'Recommendations submitted!', 'Thank you for your 4 recommendations!');
    await page.getByRole('heading', { level: 1, name: 'Thank You!' }).waitFor();
    await page.getByText('Your tips have been submitted successfully.').waitFor();
    await page.getByRole('heading', { name: 'Save your tips!' }).waitFor();
    await page.getByText(/share your own recommendations for Lisbon/).waitFor();
    expect(submissions.count()).toBe(1);
    expect(await savedDraft(page, trip.id)).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('newlySubmittedRecommendations'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('lastLookedUpTrip'))).toContain('Lisbon');
    await inspectPage(page, 'friend-thank-you');

    // The owner's page, open all along, shows the tips with the friend's name.
    const owned = tripPage(ownerPage);
    await owned.card('Pastéis de Belém, still warm').getByText('— Ana').waitFor();
    await owned.card('Park Bar on the car park roof').waitFor();
    expect(await owned.tipTexts()).toHaveLength(4);

    await page.getByRole('button', { name: 'Get Started with Tiplist' }).click();
    await waitForPath(page, '/auth');
    await page.getByRole('heading', { name: 'Join Tiplist' }).waitFor();
    // A new account gets a guidebook of exactly the tips this friend sent, on its guidebooks page.
    const account = newAccount();
    await fillSignUpForm(page, account);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await waitForPath(page, '/guidebooks');
    await page.getByRole('link', { name: 'My tips for Lisbon' }).waitFor();
    await page.getByText('4 entries').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('tiplist.pendingCopy'))).toBeNull();
  });

  it('sends tips anonymously, and a blank name counts as anonymous', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Kyoto');
    const ownerPage = await openOwnerTripPage(context, trip.id);
    const page = await (await friendContext(env())).newPage();
    const ui = friendPage(page);
    await page.goto(`/hello/${trip.id}`);

    await ui.tab('Stay').click();
    await ui.entry('Stay', 1).fill('A ryokan in Higashiyama');
    await ui.submit.click();
    await ui.nameField.fill('Ken');
    await ui.anonymous.check();
    expect(await ui.nameField.isDisabled()).toBe(true);
    await inspectPage(page, 'friend-name-step');
    await ui.send.click();
    await waitForPath(page, '/thank-you');
    await tripPage(ownerPage).card('A ryokan in Higashiyama').waitFor();

    await page.goto(`/hello/${trip.id}`);
    await ui.entry('Do', 1).fill('Fushimi Inari at dawn');
    await ui.submit.click();
    // The anonymous choice was for the last tips only: the new draft starts unticked.
    expect(await ui.anonymous.isChecked()).toBe(false);
    await ui.nameField.fill('   ');
    await ui.send.click();
    await waitForPath(page, '/thank-you');
    await tripPage(ownerPage).card('Fushimi Inari at dawn').waitFor();

    const { recommendations } = await api.getTrip(trip.id);
    expect(recommendations.map((tip) => tip.contributor_name)).toEqual([null, null]);
    expect(await ownerPage.getByText(/^— /).count()).toBe(0);
  });
});
