import { randomBytes } from 'node:crypto';
import { describe, it } from 'vitest';
import { fillSignUpForm, newAccount } from './support/accounts';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { inspectPage } from './support/inspect-page';
import { VERIFICATION_MAIL, verificationLinkIn } from '../support/smtp';
import { expectSuccessToast, waitForPath } from './support/page-helpers';

const ADMIN = `verifying.admin.${randomBytes(4).toString('hex')}@example.test`;

describe.each(oneE2eDatabase('postgres'))('e-mail verification on %s', (database) => {
  const env = useE2eEnvironment(database, { serverEnv: () => Promise.resolve({ ADMIN_EMAILS: ADMIN }) });

  it('proves the address through the mailed link, and only then makes a listed account an admin', async () => {
    const page = await env().newPage();
    const account = newAccount({ email: ADMIN });
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.getByRole('heading', { level: 1, name: 'Join Tiplist' }).waitFor();
    await fillSignUpForm(page, account);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await waitForPath(page, '/profile');

    await page.getByRole('heading', { level: 2, name: 'Email address not verified yet' }).waitFor();
    await page
      .getByText(
        'This account is named as an administrator: admin rights start once your address is verified.',
      )
      .waitFor();
    await page.getByRole('button', { name: 'Send verification link again' }).click();
    await expectSuccessToast(page, 'Verification link sent');
    await inspectPage(page, 'profile-unverified');
    await page.getByRole('link', { name: 'Open Admin Panel' }).waitFor({ state: 'detached' });

    await page.goto('/verify-email?token=not-a-real-token');
    await page
      .getByRole('heading', { level: 1, name: 'This verification link is invalid or has expired' })
      .waitFor();
    await inspectPage(page, 'verify-email-invalid');

    await page.goto(verificationLinkIn(await env().mail.waitForMail(ADMIN, VERIFICATION_MAIL)));
    await page.getByRole('heading', { level: 1, name: 'Your email address is verified' }).waitFor();
    await inspectPage(page, 'verify-email-verified');

    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await waitForPath(page, '/profile');
    await page.getByRole('heading', { level: 2, name: 'Email address verified' }).waitFor();
    await page.getByRole('link', { name: 'Open Admin Panel' }).waitFor();
    await inspectPage(page, 'profile-verified');
  });
});
