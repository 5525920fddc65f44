import { randomBytes } from 'node:crypto';
import { CATEGORIES } from '../../../src/shared/categories.js';
import { authContracts } from '../../../src/shared/contracts/auth.js';
import type { Guidebook } from '../../../src/shared/contracts/guidebooks.js';
import { publicContracts } from '../../../src/shared/contracts/public.js';
import type { NewTip, Tip } from '../../../src/shared/contracts/tips.js';
import type { Trip } from '../../../src/shared/contracts/trips.js';
import { LIMITS } from '../../../src/shared/limits.js';
import { payload, payloadAt, payloadsUpTo, XSS_PAYLOADS } from '../../support/xss-payloads';
import { accountInContext, newAccount, storeAccount, type StoredAccount, type TestAccount } from './accounts';
import type { E2eEnvironment } from './environment';
import { guidebooksApi } from './guidebooks';
import { sharingApi } from './sharing';
import { tripsApi } from './trips';

const COUNT = XSS_PAYLOADS.length;
/** The longest text without a space: where it is a name or a title, it must wrap on a phone. */
const LONG = payload('data: url, base64 html');

/**
 * Tip i: payload i as its text, in category i mod 8, at a place of its own on a world-wide grid (far enough
 * apart that no two markers merge). Even tips name their place in the text (it becomes a link in the text),
 * odd ones name another payload (it shows as a chip); the address is a payload too.
 */
export function payloadTip(index: number): NewTip {
  return {
    category: CATEGORIES[index % CATEGORIES.length] ?? 'do',
    content: payloadAt(index),
    place: {
      name: placeNameOf(index),
      placeId: `osm:N${900_000 + index}`,
      latitude: -40 + (index % 5) * 25,
      longitude: -150 + Math.floor(index / 5) * 60,
      address: payloadAt(index + 2),
    },
  };
}

export const placeNameOf = (index: number) => payloadAt(index % 2 === 0 ? index : index + 1);
/** The friend who sent tip i. */
export const contributorOf = (index: number) => payloadAt(index + 3);

export const TIP_INDEXES = XSS_PAYLOADS.map((_, index) => index);

/** Every payload that fits, joined by line breaks: the longest text fields get all of them at once. */
export function allPayloadsWithin(maxLength: number): string {
  let text = '';
  for (const payload of payloadsUpTo(maxLength)) {
    const next = text ? `${text}\n${payload}` : payload;
    if (next.length > maxLength) break;
    text = next;
  }
  return text;
}

let addressCount = 0;
/** A client address of its own per seeded request: the per-address limits are not what is tested here. */
const nextAddress = () => `10.99.${(++addressCount >> 8) & 255}.${addressCount & 255}`;

async function post(serverUrl: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${serverUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: serverUrl, 'X-Forwarded-For': nextAddress() },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

export interface XssWorld {
  owner: StoredAccount;
  trip: Trip;
  /** A trip of its own for the friend who sends tips through the page. */
  friendTrip: Trip;
  trips: Trip[];
  tips: Tip[];
  favoritesToken: string;
  guidebook: Guidebook;
  guidebooks: Guidebook[];
  guidebookToken: string;
  /** Accounts with payloads for names (and an e-mail with quotes): the admin list shows them. */
  accounts: TestAccount[];
}

/**
 * Everything the pages show, with payloads in every user-text field: the owner's names, trips, friends'
 * tips (text, place, name), favourites shared, guidebooks (title, destination, description, tips) shared,
 * and more accounts with payloads for names.
 */
export async function seedXssWorld(env: E2eEnvironment, ownerEmail: string): Promise<XssWorld> {
  const { serverUrl } = env;
  const context = await env.newContext();
  // The owner is also the admin whose panel lists the payload names: listed in ADMIN_EMAILS and verified.
  const owner = await accountInContext(context, env, {
    email: ownerEmail,
    first_name: LONG,
    last_name: payload('attribute breakout, double quote'),
    emailVerified: true,
    role: 'admin',
  });
  const trips = tripsApi(context, serverUrl);
  const destinations = payloadsUpTo(LIMITS.destinationMaxLength);
  const note = allPayloadsWithin(LIMITS.tipTypesMaxLength);
  const trip = await trips.createTrip(LONG, note);
  const friendTrip = await trips.createTrip(LONG, note);
  const others = await Promise.all(destinations.map((destination) => trips.createTrip(destination)));

  for (const index of TIP_INDEXES) {
    await post(serverUrl, publicContracts.submitTips.path.replace(':id', trip.id), {
      entries: [payloadTip(index)],
      contributor_name: contributorOf(index),
    });
  }
  const { recommendations: tips } = await trips.getTrip(trip.id);
  const sharing = sharingApi(context, serverUrl);
  await Promise.all(tips.map((tip) => sharing.favorite(tip.id)));
  const { share_token: favoritesToken } = await sharing.shareFavorites(trip.id);

  const guidebooks = guidebooksApi(context, serverUrl);
  const guidebook = await guidebooks.create(
    LONG,
    payload('template, constructor'),
    allPayloadsWithin(LIMITS.guidebookDescriptionMaxLength),
  );
  await guidebooks.addTips(guidebook.id, TIP_INDEXES.map(payloadTip));
  const { share_token: guidebookToken } = await guidebooks.share(guidebook.id);
  const moreGuidebooks = await Promise.all(
    payloadsUpTo(LIMITS.guidebookTitleMaxLength).map((title, index) =>
      guidebooks.create(title, payloadAt(index + 5), payloadAt(index + 6)),
    ),
  );

  const accounts: TestAccount[] = [];
  for (let index = 0; index < COUNT; index += 2) {
    accounts.push(await storeAccount(env, { first_name: payloadAt(index), last_name: payloadAt(index + 1) }));
  }
  // The e-mail check takes quotes in the local part, not markup: this one signs up through the API.
  const quoted = newAccount({ email: `o'x'onmouseover'${randomBytes(4).toString('hex')}@example.test` });
  await post(serverUrl, authContracts.signUp.path, quoted);
  accounts.push(quoted);

  return {
    owner,
    trip,
    friendTrip,
    trips: [trip, friendTrip, ...others],
    tips,
    favoritesToken,
    guidebook,
    guidebooks: [guidebook, ...moreGuidebooks],
    guidebookToken,
    accounts,
  };
}
