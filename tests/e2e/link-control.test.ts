import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TripSharing } from '../../src/shared/contracts/trip-sharing.js';
import { mobileViewport } from './support/browser';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { friendContext, friendPage, ownerWithTrip, waitForSavedDraft } from './support/friends';
import { guidebooksApi } from './support/guidebooks';
import { inspectPage } from './support/inspect-page';
import { expectErrorToast, expectSuccessToast } from './support/page-helpers';
import { sharingApi } from './support/sharing';
import { inspectWithoutToasts } from './support/trip-page';

/** The trip's Sharing panel as the owner's API reads it, once the opens of the last second are written. */
async function opensOf(context: BrowserContext, serverUrl: string, tripId: string) {
  const response = await context.request.get(`${serverUrl}/api/trips/${tripId}/sharing`);
  return ((await response.json()) as TripSharing).ask_link?.opens ?? 0;
}

function sharingDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Sharing' });
  return {
    dialog,
    async open() {
      await page.getByRole('button', { name: 'Sharing', exact: true }).click();
      await dialog.getByRole('heading', { name: 'Ask link' }).waitFor();
    },
    askLink: dialog.getByRole('textbox', { name: 'Link for your friends' }),
    row: (label: string) => dialog.getByRole('listitem').filter({ has: page.getByLabel(label) }),
    async revoke(row: ReturnType<Page['getByRole']>) {
      await row.getByRole('button', { name: 'Revoke' }).click();
      await page
        .getByRole('alertdialog', { name: 'Revoke this link?' })
        .getByRole('button', { name: 'Revoke Link' })
        .click();
    },
  };
}

describe.each(oneE2eDatabase('sqlite'))('the owner controls every link on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('lists each link with its opens; a revoked link and a replaced ask link fail while the new one works', async () => {
    const { context, owner, api, trip } = await ownerWithTrip(env(), 'Porto', 'Francesinha and port cellars');
    const [tip] = await api.addTips(trip.id, [{ category: 'eat', content: 'Café Santiago' }]);
    const sharing = sharingApi(context, env().serverUrl);
    await sharing.favorite(tip?.id ?? '');
    const favorites = await sharing.shareFavorites(trip.id);

    const friends = await friendContext(env());
    const friend = await friends.newPage();
    const ui = friendPage(friend);
    const heading = `${owner.first_name} needs your recommendations for Porto!`;
    await friend.goto(`/rec/${trip.share_token}`);
    await ui.heading(heading).waitFor();
    await friend.goto(favorites.share_url);
    await friend.getByText('Café Santiago').waitFor();
    await expect.poll(() => opensOf(context, env().serverUrl, trip.id)).toBe(1);

    const page = await context.newPage();
    await page.goto(`/trip/${trip.id}`);
    const panel = sharingDialog(page);
    await panel.open();
    expect(await panel.askLink.inputValue()).toBe(`${env().serverUrl}/rec/${trip.share_token}`);
    const askRow = panel.row('Link for your friends');
    await askRow.getByText('Never expires').waitFor();
    await askRow.getByText('Opened once').waitFor();
    const favoritesRow = panel.row('Link to your favorites');
    await favoritesRow.getByText(/^Works until /).waitFor();
    await favoritesRow.getByText('Opened once').waitFor();
    await panel.dialog.getByText('Friends with your ask link can send tips.').waitFor();
    await inspectWithoutToasts(page, 'sharing-panel');

    await panel.revoke(favoritesRow);
    await expectSuccessToast(page, 'Link revoked', 'Whoever opens it is told the link is invalid.');
    await panel.dialog.getByText('No working favorites links.', { exact: false }).waitFor();
    await friend.goto(favorites.share_url);
    await friend.getByRole('heading', { name: 'Shared list not found' }).waitFor();

    await panel.dialog.getByRole('button', { name: 'New Ask Link' }).click();
    await expectSuccessToast(
      page,
      'New ask link ready',
      'The old link no longer works. Send this one to the friends you want tips from.',
    );
    await expect
      .poll(() => panel.askLink.inputValue())
      .not.toBe(`${env().serverUrl}/rec/${trip.share_token}`);
    const newLink = await panel.askLink.inputValue();
    await askRow.getByText('Not opened yet').waitFor();

    // The old token, and the trip's id address, now lead nowhere.
    for (const old of [`/rec/${trip.share_token}`, `/hello/${trip.id}`]) {
      await friend.goto(old);
      await friend
        .getByText(/^(This link may be invalid or expired|We could not find a trip with this ID)\..+/)
        .waitFor();
      expect(await ui.heading(heading).count(), old).toBe(0);
    }
    await inspectPage(friend, 'sharing-replaced-ask-link');
    await friend.setViewportSize(mobileViewport);

    await friend.goto(newLink);
    await ui.heading(heading).waitFor();
    await ui.entry('Do', 1).fill('Livraria Lello before opening');
    await ui.submit.click();
    await ui.nameField.fill('Rui');
    await ui.send.click();
    await friend.waitForURL((url) => url.pathname.startsWith('/thank-you/'));
    const detail = await api.getTrip(trip.id);
    expect(detail.recommendations.map((each) => each.content).sort()).toEqual([
      'Café Santiago',
      'Livraria Lello before opening',
    ]);
  });

  it('pauses tip collection: the friend page says so politely and keeps the draft until it resumes', async () => {
    const { context, owner, api, trip } = await ownerWithTrip(env(), 'Seville');
    await api.addTips(trip.id, [{ category: 'do', content: 'Plaza de España at dusk' }]);
    const friends = await friendContext(env());
    const friend = await friends.newPage();
    const ui = friendPage(friend);
    await friend.goto(`/rec/${trip.share_token}`);
    await ui.entry('Do', 1).fill('Real Alcázar gardens');
    await waitForSavedDraft(friend, trip.id, 'Real Alcázar gardens');

    const page = await context.newPage();
    await page.goto(`/trip/${trip.id}`);
    const panel = sharingDialog(page);
    await panel.open();
    await panel.dialog.getByRole('button', { name: 'Pause Tip Collection' }).click();
    await expectSuccessToast(
      page,
      'Tip collection paused',
      'Friends can still write tips; they can send them once you resume.',
    );
    await panel.dialog.getByText(/^Paused since /).waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('Tip collection is paused.', { exact: false }).waitFor();
    await inspectWithoutToasts(page, 'sharing-owner-paused');

    // A page opened before the pause: sending is refused, and nothing typed is lost.
    await ui.submit.click();
    await ui.nameField.fill('Lucía');
    await ui.send.click();
    await expectErrorToast(friend, 'Error submitting recommendations', /has paused collecting tips/);
    await ui.back.click();
    expect(await ui.entry('Do', 1).inputValue()).toBe('Real Alcázar gardens');

    await friend.reload();
    const notice = `${owner.first_name} has paused collecting tips for now. You can still write yours: they stay on this device, ready to send when ${owner.first_name} resumes.`;
    await friend.getByText(notice).waitFor();
    await ui.restoredNotice.waitFor();
    expect(await ui.entry('Do', 1).inputValue()).toBe('Real Alcázar gardens');
    expect(await ui.submit.count()).toBe(0);
    await inspectPage(friend, 'sharing-friend-paused');
    await friend.setViewportSize(mobileViewport);

    await page.getByRole('button', { name: 'Resume' }).click();
    await expectSuccessToast(page, 'Tip collection resumed', 'Friends can send their tips again.');
    await friend.reload();
    await ui.entry('Do', 1).waitFor();
    // A reload shows the session's copy of the trip at once, still paused, and then the server's answer.
    await friend.getByText(notice).waitFor({ state: 'detached' });
    await ui.submit.click();
    await ui.nameField.fill('Lucía');
    await ui.send.click();
    await friend.waitForURL((url) => url.pathname.startsWith('/thank-you/'));
    const detail = await api.getTrip(trip.id);
    expect(detail.recommendations.map((each) => each.contributor_name)).toContain('Lucía');
  });

  it('asks for the tips of an empty category with a link that opens the friend page there', async () => {
    const { context, owner, api, trip } = await ownerWithTrip(env(), 'Kyoto');
    await api.addTips(trip.id, [{ category: 'do', content: 'Fushimi Inari at 6 am' }]);
    const page = await context.newPage();
    await page.goto(`/trip/${trip.id}`);
    await page
      .getByRole('tablist', { name: 'Recommendation categories' })
      .getByRole('tab', { name: /^Eat\b/ })
      .click();
    await page.getByText('No Eat recommendations yet').waitFor();
    await inspectWithoutToasts(page, 'sharing-category-empty');
    await page.getByRole('button', { name: 'Ask for Eat Tips' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask for Eat Tips' });
    const link = await dialog.getByRole('textbox', { name: 'Link for your friends' }).inputValue();
    expect(link).toBe(`${env().serverUrl}/rec/${trip.share_token}?ask=eat`);

    const friend = await (await friendContext(env())).newPage();
    await friend.goto(link);
    await friend.getByText(`${owner.first_name} has no Eat tips yet. Know a good one?`).waitFor();
    const ui = friendPage(friend);
    expect(await ui.tab('Eat').getAttribute('aria-selected')).toBe('true');
    await ui.entry('Eat', 1).waitFor();
    await inspectPage(friend, 'sharing-category-ask');
  });

  it('lists every guidebook link with its opens, and revokes one of them', async () => {
    const { context } = await ownerWithTrip(env(), 'Unused');
    const guidebooks = guidebooksApi(context, env().serverUrl);
    const guidebook = await guidebooks.create('Best of Oaxaca', 'Oaxaca');
    const first = await guidebooks.share(guidebook.id);
    const second = await guidebooks.share(guidebook.id);
    const reader = await (await friendContext(env())).newPage();
    await reader.goto(first.share_url);
    await reader.getByRole('heading', { name: 'Best of Oaxaca' }).waitFor();

    const page = await context.newPage();
    await page.goto(`/guidebook/${guidebook.id}`);
    await page.getByRole('button', { name: 'Sharing', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sharing' });
    const rows = dialog.getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    const firstRow = rows.filter({ hasText: 'Opened once' });
    await expect
      .poll(async () => {
        if ((await firstRow.count()) === 1) return true;
        // Opens are written a second at a time: read the panel again.
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Sharing', exact: true }).click();
        return false;
      })
      .toBe(true);
    await inspectWithoutToasts(page, 'sharing-guidebook');
    await firstRow.getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke this link?' })
      .getByRole('button', { name: 'Revoke Link' })
      .click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.getByRole('textbox').inputValue()).toContain(second.share_token);
    await reader.goto(first.share_url);
    await reader.getByRole('heading', { name: 'Guidebook not found' }).waitFor();
  });
});
