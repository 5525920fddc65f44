import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountInContext } from './support/accounts';
import { axeRuleViolations } from './support/axe-scan';
import { desktopViewport } from './support/browser';
import { firstDatabase, useE2eEnvironment } from './support/environment';
import { inspectPage } from './support/inspect-page';
import { expectSuccessToast, finishAnimations } from './support/page-helpers';

/** A small phone's screen: the height the Password popover lost its buttons in. */
const smallPhone = { width: 375, height: 667 };

/** The page's header; found by tag, as an open modal hides it from the accessibility tree. */
const header = (page: Page) => page.locator('header').first();

/** Whether the element lies whole inside the window as it is now, without scrolling anything. */
async function inView(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height
  );
}

/**
 * The Password form is open and usable as it stands: Update and Cancel in sight, nothing to scroll inside
 * the panel, and the page's header left uncovered above it.
 */
async function expectPasswordFormInView(page: Page, label: string) {
  const panel = page.getByRole('dialog', { name: 'Change password' });
  await panel.waitFor();
  await finishAnimations(page);
  const update = panel.getByRole('button', { name: 'Update Password' });
  const cancel = panel.getByRole('button', { name: 'Cancel' });
  expect(await inView(page, update), `${label}: Update Password in view`).toBe(true);
  expect(await inView(page, cancel), `${label}: Cancel in view`).toBe(true);
  const { scrollHeight, clientHeight } = await panel.evaluate((element) => ({
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight,
  }));
  expect(scrollHeight, `${label}: nothing to scroll in the panel`).toBeLessThanOrEqual(clientHeight);
  const headerBox = await header(page).boundingBox();
  const panelBox = await panel.boundingBox();
  expect(
    headerBox && panelBox && panelBox.y >= headerBox.y + headerBox.height,
    `${label}: header uncovered`,
  ).toBe(true);
  return { panel, update, cancel };
}

describe(`the account settings forms on ${firstDatabase()}`, () => {
  const env = useE2eEnvironment(firstDatabase());

  it('opens the password form as a sheet on a phone, its buttons in view, and changes the password there', async () => {
    const context = await env().newContext();
    const account = await accountInContext(context, env(), { first_name: 'Noor', last_name: 'Haddad' });
    const page = await context.newPage();
    await page.setViewportSize(smallPhone);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();

    // Below the fold on this screen: the page scrolls down to it, and the header stays on top.
    const opener = page.getByRole('button', { name: 'Password', exact: true });
    await opener.click();
    const { panel, cancel } = await expectPasswordFormInView(page, 'phone');
    // A sheet on the bottom edge, the width of the screen.
    const box = await panel.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(smallPhone.height);
    expect(box && Math.round(box.width)).toBe(smallPhone.width);

    // Cancel closes it and forgets what was typed.
    await panel.getByLabel('Current password').fill('typed then cancelled');
    await cancel.click();
    await panel.waitFor({ state: 'detached' });
    await opener.click();
    expect(await panel.getByLabel('Current password').inputValue()).toBe('');

    // What is typed survives the screen turning wide (the sheet becomes a centred dialog) and back.
    await panel.getByLabel('Current password').fill(account.password);
    await panel.getByLabel('New password', { exact: true }).fill('a-phone-secret-1');
    await panel.getByLabel('Confirm new password').fill('a-phone-secret-1');
    await inspectPage(page, 'profile-password-sheet');
    await page.setViewportSize(desktopViewport);
    await expectPasswordFormInView(page, 'desktop');
    await page.setViewportSize(smallPhone);
    const { update } = await expectPasswordFormInView(page, 'phone again');
    expect(await panel.getByLabel('New password', { exact: true }).inputValue()).toBe('a-phone-secret-1');

    await update.click();
    await expectSuccessToast(page, 'Password changed');
    await panel.waitFor({ state: 'detached' });
    const signIn = await env().newContext();
    const answer = await signIn.request.post(`${env().serverUrl}/api/auth/sign-in/email`, {
      data: { email: account.email, password: 'a-phone-secret-1' },
      headers: { Origin: env().serverUrl },
    });
    expect(answer.status()).toBe(200);
  });

  it('opens the password form as a centred dialog on a wide screen, with room for all of it', async () => {
    const context = await env().newContext();
    await accountInContext(context, env(), { first_name: 'Noor', last_name: 'Haddad' });
    const page = await context.newPage();
    await page.goto('/profile');
    // Low on the page, as on a laptop: a popover under it had 395 px for a form of 444.
    await page.getByRole('button', { name: 'Password', exact: true }).click();
    const { panel, cancel } = await expectPasswordFormInView(page, 'desktop');
    const box = await panel.boundingBox();
    expect(box && box.width).toBeLessThanOrEqual(512);
    expect(box && Math.abs(box.x + box.width / 2 - desktopViewport.width / 2)).toBeLessThan(2);
    await cancel.click();
    await panel.waitFor({ state: 'detached' });
    // Focus goes back to the button that opened it.
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'Password', exact: true })
          .evaluate((element) => element === document.activeElement),
      )
      .toBe(true);
  });

  it('opens Personal Info as a sheet on a phone too, and saves the names from it', async () => {
    const context = await env().newContext();
    await accountInContext(context, env(), { first_name: 'Noor', last_name: 'Haddad' });
    const page = await context.newPage();
    await page.setViewportSize(smallPhone);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Personal Info', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Personal Info' });
    await panel.waitFor();
    await finishAnimations(page);
    expect(await inView(page, panel.getByRole('button', { name: 'Save', exact: true }))).toBe(true);
    expect(await inView(page, panel.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await panel.getByLabel('First name').fill('Nura');
    await inspectPage(page, 'profile-personal-info-sheet');
    await page.setViewportSize(smallPhone);
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await expectSuccessToast(page, 'Profile updated');
    await panel.waitFor({ state: 'detached' });
    await page.getByText('Nura Haddad').first().waitFor();
  });

  it('names the header profile link by the initials it shows (WCAG 2.5.3)', async () => {
    const context = await env().newContext();
    await accountInContext(context, env(), { first_name: 'noor', last_name: 'Haddad' });
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'My Trips' }).waitFor();
    const link = page.getByRole('link', { name: 'NH – Your profile', exact: true });
    expect(await link.textContent()).toBe('NH');
    for (const viewport of [desktopViewport, smallPhone]) {
      await page.setViewportSize(viewport);
      // Run on its own too, so a finding names the link even where the page's full scan is not taken.
      expect(
        await axeRuleViolations(page, 'label-content-name-mismatch', 'header'),
        `${viewport.width} px`,
      ).toEqual([]);
    }
  });
});
