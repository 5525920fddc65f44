import { describe, expect, it } from 'vitest';
import { fillSignUpForm, newAccount } from './support/accounts';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { friendContext, friendPage, ownerWithTrip } from './support/friends';
import { inspectWithoutToasts } from './support/trip-page';
import { expectSuccessToast, waitForPath } from './support/page-helpers';

describe.each(oneE2eDatabase('sqlite'))('a friend keeping their tips on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('makes a guidebook of the tips that friend just sent, and of no one else’s', async () => {
    const { api, trip } = await ownerWithTrip(env(), 'Lisbon');
    await api.addTips(trip.id, [{ category: 'eat', content: 'The owner’s own note on Time Out Market' }]);
    const page = await (await friendContext(env())).newPage();
    const ui = friendPage(page);
    await page.goto(`/hello/${trip.id}`);
    await ui.entry('Do', 1).fill('Sunrise at Miradouro da Graça');
    await ui.tab('Eat').click();
    await ui.entry('Eat', 1).fill('Bifanas at O Trevo');
    await ui.submit.click();
    await ui.anonymous.check();
    await ui.send.click();
    await waitForPath(page, '/thank-you');

    await page.getByRole('button', { name: 'Get Started with Tiplist' }).click();
    await waitForPath(page, '/auth');
    await fillSignUpForm(page, newAccount());
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await waitForPath(page, '/guidebooks');
    await expectSuccessToast(
      page,
      'Account created',
      'Welcome to Tiplist! Your Lisbon guidebook has been made with your recommendations.',
    );
    await page.getByText('2 entries').waitFor();
    await page.getByRole('link', { name: 'My tips for Lisbon' }).click();
    await page.getByRole('heading', { level: 1, name: 'My tips for Lisbon' }).waitFor();
    await page.getByText('Bifanas at O Trevo').waitFor();
    expect(await page.getByText('Time Out Market').count()).toBe(0);
    await inspectWithoutToasts(page, 'guidebook-from-submission');
  });
});
