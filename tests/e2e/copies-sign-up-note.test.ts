import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountInContext, fillSignUpForm, newAccount } from './support/accounts';
import { firstDatabase, useE2eEnvironment } from './support/environment';
import { friendContext, ownerWithTrip } from './support/friends';
import { guidebooksApi } from './support/guidebooks';
import { inspectPage } from './support/inspect-page';
import { expectSuccessToast, waitForPath } from './support/page-helpers';
import { sharingApi } from './support/sharing';

/** A title a page would run if it put it into the document as HTML. */
const MARKUP_TITLE = 'Porto <b>by night</b> & "friends" <img src=x onerror="window.__ran=1">';

/** The note the sign-up card shows about what the new account will keep. */
const keptNote = (page: Page) => page.getByText(/^We'll save /);

describe(`the sign-up card's word on what it keeps, on ${firstDatabase()}`, () => {
  const env = useE2eEnvironment(firstDatabase());

  it('names the shared guidebook it will save as a trip, as text, and saves it', async () => {
    const ownerContext = await env().newContext();
    await accountInContext(ownerContext, env(), { first_name: 'Inês' });
    const api = guidebooksApi(ownerContext, env().serverUrl);
    const guidebook = await api.create(MARKUP_TITLE, 'Porto');
    await api.addTips(guidebook.id, [
      { category: 'eat', content: 'Francesinha at Café Santiago' },
      { category: 'do', content: 'Sunset from Jardim do Morro' },
    ]);
    const { share_token } = await api.share(guidebook.id);

    const page = await (await friendContext(env())).newPage();
    await page.goto(`/shared-guidebook/${share_token}`);
    await page.getByRole('button', { name: 'Join Tiplist' }).click();
    await waitForPath(page, '/auth');
    await page.getByRole('heading', { level: 1, name: 'Join Tiplist' }).waitFor();
    const note = keptNote(page);
    expect(await note.textContent()).toBe(`We'll save ${MARKUP_TITLE} as a trip for you`);
    // The title is emphasised, and stays its own text: no element came from its markup.
    expect(await note.locator('em').textContent()).toBe(MARKUP_TITLE);
    expect(await note.locator('b, img').count()).toBe(0);
    expect(await page.evaluate(() => 'ran' in window || '__ran' in window)).toBe(false);
    await inspectPage(page, 'sign-up-keeping-guidebook');

    // Switching to sign-in keeps the note (signing in keeps the guidebook too); the reset view has none.
    await page.getByRole('button', { name: /Already have an account/ }).click();
    await note.waitFor();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await note.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByRole('button', { name: /Sign up/ }).click();
    await note.waitFor();

    await fillSignUpForm(page, newAccount());
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await waitForPath(page, '/dashboard');
    await expectSuccessToast(
      page,
      'Account created',
      'Welcome to Tiplist! A trip to Porto has been made from the guidebook.',
    );
    await page.getByRole('link', { name: 'Porto' }).click();
    await page.getByText('Francesinha at Café Santiago').waitFor();
  });

  it('says shared favourites will be saved as a guidebook, and saves them', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Lisbon');
    const tips = await api.addTips(trip.id, [
      { category: 'eat', content: 'Pastéis at Manteigaria' },
      { category: 'do', content: 'Tram 28 before 8 am' },
    ]);
    const sharing = sharingApi(context, env().serverUrl);
    for (const tip of tips) await sharing.favorite(tip.id);
    const link = await sharing.shareFavorites(trip.id);

    const page = await (await friendContext(env())).newPage();
    await page.goto(`/shared-favorites/${link.share_token}`);
    await page.getByRole('button', { name: 'Join Tiplist' }).click();
    await waitForPath(page, '/auth');
    const note = keptNote(page);
    expect(await note.textContent()).toBe("We'll save these tips as a guidebook for you");
    expect(await note.locator('em').count()).toBe(0);
    await inspectPage(page, 'sign-up-keeping-favorites');

    await fillSignUpForm(page, newAccount());
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await waitForPath(page, '/guidebooks');
    await expectSuccessToast(
      page,
      'Account created',
      'Welcome to Tiplist! Your Lisbon guidebook has been made with your recommendations.',
    );
    await page.getByRole('link', { name: 'Favorites for Lisbon' }).waitFor();
  });

  it('says nothing of keeping when sign-up was opened without a list', async () => {
    const page = await env().newPage();
    await page.goto('/auth?action=sign_up');
    await page.getByRole('heading', { level: 1, name: 'Join Tiplist' }).waitFor();
    expect(await keptNote(page).count()).toBe(0);
  });
});
