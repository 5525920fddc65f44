import type { LightMyRequestResponse } from 'fastify';
import { apiClient } from './api.js';
import { signUp, type TestApp } from './test-app.js';

type Instance = Pick<TestApp, 'app'>;

let friends = 0;
/** A client address of its own for each friend: public routes are limited per address. */
export const friendAddress = () => {
  friends += 1;
  return `192.0.2.${(friends % 250) + 1}`;
};

/** A trip of a new owner (first name Maya), made through the API. */
export async function ownedTrip(t: TestApp, destination = 'Lisbon') {
  const account = await signUp(t, { first_name: 'Maya', last_name: 'Reyes' });
  const owner = apiClient(t, account.cookie);
  const trip = (await owner.post('/api/trips', { destination })).json<{ trip: { id: string } }>().trip;
  return { owner, ownerEmail: account.email, cookie: account.cookie, tripId: trip.id };
}

/** A friend's send of tips to the trip: the tips' ids and the receipt it answered with. */
export async function sendTips(
  t: Instance,
  tripId: string,
  contents: string[],
  contributorName: string | null = 'Sam',
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/trips/${tripId}/recommendations`,
    payload: {
      entries: contents.map((content) => ({ category: 'eat', content })),
      contributor_name: contributorName,
    },
    remoteAddress: friendAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`send failed: ${response.body}`);
  const body = response.json<{ recommendations: { id: string }[]; receipt: string }>();
  return { tipIds: body.recommendations.map((tip) => tip.id), receipt: body.receipt };
}

export const followRequest = (
  t: Instance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  remoteAddress = friendAddress(),
): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), remoteAddress });

/** RFC 8058's one-click request, as a mail provider posts it. */
export const oneClick = (t: Instance, url: string): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url,
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: friendAddress(),
  });

/** A new follow link from a receipt: its token. */
export async function followTips(t: Instance, tripId: string, receipt: string): Promise<string> {
  const response = await followRequest(t, 'POST', `/api/public/trips/${tripId}/follow-links`, { receipt });
  if (response.statusCode !== 201) throw new Error(`follow failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}
