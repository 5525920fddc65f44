import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signUpInContext } from './support/accounts';
import { storedMentions } from './support/database-scan';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { guidebooksApi } from './support/guidebooks';
import { inspectPage } from './support/inspect-page';
import { expectErrorToast, expectSuccessToast, waitForPath } from './support/page-helpers';
import { sharingApi } from './support/sharing';
import { tripsApi } from './support/trips';

describe.each(oneE2eDatabase('sqlite'))('deleting an account on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('asks for the password, then leaves nothing of the account and ends its links and sessions', async () => {
    const context = await env().newContext();
    const account = await signUpInContext(context, env().serverUrl, {
      first_name: 'Nora',
      last_name: 'Falk',
    });
    const { serverUrl } = env();
    const session = await context.request.get(`${serverUrl}/api/auth/session`);
    const userId = ((await session.json()) as { user: { id: string } }).user.id;

    // An account with something in every part of the product.
    const trips = tripsApi(context, serverUrl);
    const trip = await trips.createTrip('Kyoto', 'Temples and noodles');
    const tips = await trips.addTips(trip.id, [{ category: 'eat', content: 'Nishiki market' }]);
    const sharing = sharingApi(context, serverUrl);
    for (const tip of tips) await sharing.favorite(tip.id);
    const favourites = await sharing.shareFavorites(trip.id);
    const guidebooks = guidebooksApi(context, serverUrl);
    const guidebook = await guidebooks.create('Kyoto in a weekend', 'Kyoto');
    await guidebooks.addTips(guidebook.id, [{ category: 'do', content: 'Fushimi Inari at dawn' }]);
    const guidebookLink = await guidebooks.share(guidebook.id);
    const photo = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const upload = await context.request.put(`${serverUrl}/api/profile/image`, {
      multipart: { image: { name: 'me.png', mimeType: 'image/png', buffer: photo } },
      headers: { Origin: serverUrl },
    });
    expect(upload.status()).toBe(200);
    const elsewhere = await env().newContext();
    await elsewhere.request.post(`${serverUrl}/api/auth/sign-in/email`, {
      data: { email: account.email, password: account.password },
      headers: { Origin: serverUrl },
    });
    expect((await elsewhere.request.get(`${serverUrl}/api/trips`)).status()).toBe(200);
    expect(await storedMentions(database, [userId])).not.toEqual([]);

    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('your guidebooks, your share links').waitFor();
    const password = dialog.getByLabel('Password');
    await password.fill('not-my-password');
    await inspectPage(page, 'profile-delete-account');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expectErrorToast(page, 'Error deleting account', 'Your password is not correct.');
    expect((await context.request.get(`${serverUrl}/api/trips`)).status()).toBe(200);

    await password.fill(account.password);
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await waitForPath(page, '/');
    await expectSuccessToast(page, 'Account deleted successfully');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();

    expect(await storedMentions(database, [userId, account.email])).toEqual([]);
    for (const path of [
      `/api/public/trips/${trip.id}`,
      `/api/public/shared-favorites/${favourites.share_token}`,
      `/api/public/shared-guidebooks/${guidebookLink.share_token}`,
    ]) {
      expect((await fetch(`${serverUrl}${path}`)).status, path).toBe(404);
    }
    expect((await elsewhere.request.get(`${serverUrl}/api/trips`)).status()).toBe(401);
    expect((await context.request.get(`${serverUrl}/api/trips`)).status()).toBe(401);
    const signInAgain = await fetch(`${serverUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: serverUrl },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signInAgain.status).toBe(401);
  });
});
