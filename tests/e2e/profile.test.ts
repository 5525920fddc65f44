import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../../src/shared/account-limits.js';
import { accountInContext, storeAccount } from './support/accounts';
import { mobileViewport } from './support/browser';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { inspectPage } from './support/inspect-page';
import { expectErrorToast, expectSuccessToast } from './support/page-helpers';

/** A photo as a phone takes it: JPEG, with the place it was taken in its EXIF data. */
const photoWithGps = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#e76f51' } })
    .jpeg()
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 19/1 4/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 4/1 7/1',
      },
    })
    .toBuffer();

const plainPng = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: '#264653' } })
    .png()
    .toBuffer();

const headerAvatar = (page: Page) => page.getByRole('link', { name: 'Your profile' });
/** The photo's file input; the page has another, for importing data. */
const fileInput = (page: Page) => page.locator('input[type="file"][accept^="image/"]');

/** The picture the header shows now, fetched as any browser would fetch it. */
async function servedAvatar(page: Page) {
  const source = await headerAvatar(page).locator('img').getAttribute('src');
  if (!source) throw new Error('The header shows no picture.');
  const response = await page.context().request.get(source);
  return { source, response, bytes: await response.body() };
}

/** Drops a file onto the profile picture, as a desktop browser does when one is dragged from a folder. */
async function dropFile(page: Page, bytes: Buffer, name: string, type: string) {
  const zone = page.locator('[data-photo-drop]');
  const dataTransfer = await page.evaluateHandle(
    ({ data, fileName, fileType }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], fileName, { type: fileType }));
      return transfer;
    },
    { data: [...bytes], fileName: name, fileType: type },
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.getByText('Drop here').waitFor();
  await zone.dispatchEvent('drop', { dataTransfer });
}

describe.each(oneE2eDatabase('sqlite'))('the profile on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('changes the names, and takes, replaces and removes a photo without its location', async () => {
    const context = await env().newContext();
    await accountInContext(context, env(), { first_name: 'Ada', last_name: 'Lovelace' });
    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await headerAvatar(page).textContent()).toBe('AL');
    await inspectPage(page, 'profile');

    await page.getByRole('button', { name: 'Personal Info' }).click();
    const firstName = page.getByLabel('First name');
    await firstName.fill('   ');
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await firstName.fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await inspectPage(page, 'profile-personal-info');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectSuccessToast(page, 'Profile updated');
    await expect.poll(() => headerAvatar(page).textContent()).toBe('GH');
    await page.getByText('Grace Hopper').first().waitFor();

    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif?.length).toBeGreaterThan(0);
    await fileInput(page).setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: original });
    await expectSuccessToast(page, 'Profile image updated');
    await headerAvatar(page).locator('img').waitFor();
    const first = await servedAvatar(page);
    expect(first.response.headers()['content-type']).toBe('image/webp');
    expect(first.response.headers()['x-content-type-options']).toBe('nosniff');
    const served = await sharp(first.bytes).metadata();
    expect(served.format).toBe('webp');
    expect(served.exif).toBeUndefined();
    expect(served.width).toBe(served.height);
    expect(served.width).toBeLessThanOrEqual(ACCOUNT_LIMITS.profileImageMaxSide);
    await page.getByRole('button', { name: 'Change photo' }).waitFor();
    await inspectPage(page, 'profile-with-photo');

    await fileInput(page).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expectErrorToast(page, 'Invalid file type', 'Please select an image file.');
    const oversized = Buffer.alloc(ACCOUNT_LIMITS.profileImageMaxBytes + 1, 0xff);
    await fileInput(page).setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: oversized });
    await expectErrorToast(page, 'File too large', 'Please select an image smaller than 5MB.');
    expect((await servedAvatar(page)).source).toBe(first.source);

    await dropFile(page, await plainPng(), 'harbour.png', 'image/png');
    await expect.poll(async () => (await servedAvatar(page)).source).not.toBe(first.source);
    expect((await context.request.get(first.source)).status()).toBe(404);

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expectSuccessToast(page, 'Profile image removed');
    await headerAvatar(page).locator('img').waitFor({ state: 'detached' });
    expect(await headerAvatar(page).textContent()).toBe('GH');
    await page.getByRole('button', { name: 'Upload photo' }).waitFor();
  });

  it('changes the password, keeping this browser signed in and signing the other one out', async () => {
    const context = await env().newContext();
    const account = await accountInContext(context, env(), { first_name: 'Ines' });
    const elsewhere = await env().newContext();
    const signIn = await elsewhere.request.post(`${env().serverUrl}/api/auth/sign-in/email`, {
      data: { email: account.email, password: account.password },
      headers: { Origin: env().serverUrl },
    });
    expect(signIn.status()).toBe(200);
    const otherPage = await elsewhere.newPage();
    await otherPage.goto('/dashboard');
    await otherPage.getByRole('heading', { level: 1, name: 'My Trips' }).waitFor();

    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Password', exact: true }).click();
    const current = page.getByLabel('Current password');
    const fresh = page.getByLabel('New password', { exact: true });
    const confirmation = page.getByLabel('Confirm new password');
    const update = page.getByRole('button', { name: 'Update Password' });

    await current.fill(account.password);
    await fresh.fill('a-new-secret-1');
    await confirmation.fill('a-new-secret-2');
    await update.click();
    await expectErrorToast(page, "Passwords don't match", 'Please make sure both passwords are the same.');
    await fresh.fill('short');
    await confirmation.fill('short');
    await update.click();
    await expectErrorToast(page, 'Password too short', 'Password must be at least 8 characters long.');
    await current.fill('not-my-password');
    await fresh.fill('a-new-secret-1');
    await confirmation.fill('a-new-secret-1');
    await inspectPage(page, 'profile-password');
    await update.click();
    await expectErrorToast(page, 'Error changing password', 'Your current password is not correct.');

    await current.fill(account.password);
    await update.click();
    await expectSuccessToast(page, 'Password changed');

    expect((await context.request.get(`${env().serverUrl}/api/trips`)).status()).toBe(200);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect((await elsewhere.request.get(`${env().serverUrl}/api/trips`)).status()).toBe(401);
    await otherPage.reload();
    await otherPage.getByRole('link', { name: 'Get Started' }).waitFor();
  });

  it('keeps its dialogs inside a phone screen', async () => {
    const context = await env().newContext();
    await accountInContext(context, env(), { first_name: 'Sofia', last_name: 'Marques' });
    const page = await context.newPage();
    await page.setViewportSize(mobileViewport);
    await page.goto('/profile');
    for (const name of ['Personal Info', 'Password']) {
      await page.getByRole('button', { name, exact: true }).click();
      const panel = page.getByRole('dialog');
      await panel.waitFor();
      const box = await panel.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= mobileViewport.width, name).toBe(true);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      // Focus goes back to the button that opened the panel once it has gone.
      await expect
        .poll(() =>
          page.getByRole('button', { name, exact: true }).evaluate((el) => el === document.activeElement),
        )
        .toBe(true);
    }
  });
  it('says the visitor is signed out even when the request fails, and clears the cookie when it succeeds', async () => {
    const context = await env().newContext();
    await accountInContext(context, env(), { first_name: 'Theo' });
    const page = await context.newPage();
    const sessionCookies = async () =>
      (await context.cookies()).filter((cookie) => cookie.name.includes('session_token'));

    await page.route('**/api/auth/sign-out', (route) => route.abort('connectionreset'));
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectSuccessToast(page, 'Signed out', 'You have been signed out successfully.');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();

    await page.unroute('**/api/auth/sign-out');
    expect(await sessionCookies()).not.toEqual([]);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectSuccessToast(page, 'Signed out', 'You have been signed out successfully.');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    expect(await sessionCookies()).toEqual([]);
  });
  it('lets a script without an Origin header change the password and sign out with its cookie', async () => {
    const { serverUrl } = env();
    const account = await storeAccount(env());
    const call = (path: string, body: unknown, cookie = '') =>
      fetch(`${serverUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const signIn = await call('/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    expect(signIn.status).toBe(200);
    const cookieOf = (response: Response) =>
      response.headers
        .getSetCookie()
        .map((entry) => entry.split(';')[0])
        .join('; ');
    const changed = await call(
      '/api/profile/password',
      { current_password: account.password, new_password: 'a-scripted-secret' },
      cookieOf(signIn),
    );
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await call('/api/auth/sign-out', {}, cookieOf(changed))).status).toBe(200);
  });
});
