import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { linkCardTags } from '../support/link-card-tags';
import { friendPage, ownerWithTrip } from './support/friends';
import { guidebooksApi } from './support/guidebooks';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { screenshotDir } from './support/paths';
import { sharingApi } from './support/sharing';

const WHATSAPP = 'WhatsApp/2.23.20.0 A';

/** What a chat app reads of a link: the page the server sends, without running its script. */
const unfurl = async (url: string) =>
  linkCardTags(await (await fetch(url, { headers: { 'user-agent': WHATSAPP } })).text());

describe.each(oneE2eDatabase('postgres'))('link cards in chat apps on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('unfurls each link to a card of its own, and the page behind it still works', async () => {
    const { serverUrl } = env();
    const { context, owner, api, trip } = await ownerWithTrip(env(), 'Lisbon');
    const ask = `${serverUrl}/rec/${trip.share_token}`;
    expect(await unfurl(ask)).toMatchObject({
      title: `${owner.first_name} needs your tips for Lisbon`,
      'og:title': `${owner.first_name} needs your tips for Lisbon`,
      'og:url': ask,
      'og:site_name': 'Tiplist',
    });

    const [tip] = await api.addTips(trip.id, [{ category: 'eat', content: 'Pastéis de Belém' }]);
    const sharing = sharingApi(context, serverUrl);
    await sharing.favorite(tip?.id ?? '');
    const favourites = await sharing.shareFavorites(trip.id);
    expect(await unfurl(`${serverUrl}/shared-favorites/${favourites.share_token}`)).toMatchObject({
      title: `${owner.first_name}’s favourite tips for Lisbon`,
      'og:description': `1 tip from friends that ${owner.first_name} keeps for Lisbon, as a list and on a map.`,
    });

    const guidebooks = guidebooksApi(context, serverUrl);
    const guidebook = await guidebooks.create('Lisbon Like a Local', 'Lisbon');
    const link = await guidebooks.share(guidebook.id);
    expect((await unfurl(`${serverUrl}/shared-guidebook/${link.share_token}`)).title).toBe(
      `Lisbon Like a Local — a guidebook by ${owner.first_name}`,
    );
    expect(await unfurl(`${serverUrl}/rec/no-such-link`)).toMatchObject({
      title: 'Tiplist',
      'og:title': 'Tiplist',
    });

    // The pictures the cards name: 1200×630 PNGs, kept beside the screenshots to be looked at.
    for (const [name, page] of [
      ['link-card-ask', ask],
      ['link-card-guidebook', `${serverUrl}/shared-guidebook/${link.share_token}`],
    ] as const) {
      const image = (await unfurl(page))['og:image'] ?? '';
      expect(image.startsWith(`${serverUrl}/api/public/link-cards/`)).toBe(true);
      const response = await fetch(image, { headers: { 'user-agent': WHATSAPP } });
      expect(response.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });
      await mkdir(screenshotDir, { recursive: true });
      await writeFile(path.join(screenshotDir, `${name}.png`), png);
    }

    // The previews were no opens; a friend's visit is one, and the page works as before.
    const page = await context.newPage();
    await page.goto(`/rec/${trip.share_token}`);
    await friendPage(page).heading(`${owner.first_name} needs your recommendations for Lisbon!`).waitFor();
    const opens = async () => {
      const answer = await context.request.get(`${serverUrl}/api/trips/${trip.id}/sharing`);
      return ((await answer.json()) as { ask_link: { opens: number } }).ask_link.opens;
    };
    await expect.poll(opens).toBe(1);
  });
});
