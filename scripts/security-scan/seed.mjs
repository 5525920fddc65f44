// Seeds the instance through its HTTP API, so every id and token a route is scanned with is real and its
// unmodified request gets a normal answer for sqlmap to compare with.
import { randomBytes, randomInt } from 'node:crypto';
import { createEmailVerificationToken } from 'better-auth/api';

export const PASSWORD = 'scan-password-1';
/** Page size of GET /api/admin/users: one account more gives a real next_cursor. */
const ADMIN_PAGE_SIZE = 50;
export const CROWD_DOMAIN = 'crowd.scan.test';
// A 2×2 PNG for the profile picture, so GET /api/images/{imageId} has an image to serve.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWMwXlVuvKqcAUIBACQuBVGcWysNAAAAAElFTkSuQmCC',
  'base64',
);

/** A client address of its own per request: the server trusts X-Forwarded-For (TRUST_PROXY), as for the probes. */
export const randomAddress = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** @param {string} label @param {string} [domain] */
export const uniqueEmail = (label, domain = 'scan.test') =>
  `${label}-${randomBytes(5).toString('hex')}@${domain}`;

/**
 * @typedef {{ cookie?: string; body?: unknown; form?: FormData; status?: number[] }} CallOptions
 * @typedef {Awaited<ReturnType<typeof seedOwner>>} OwnerSeed What a route is scanned with.
 * @typedef {Awaited<ReturnType<typeof seedAdmin>>} AdminSeed What the admin routes are scanned with.
 */

/**
 * One API call from a signed-in account (cookie) or anonymously; throws on an unexpected status.
 * @param {string} base @param {string} method @param {string} route @param {CallOptions} [options]
 * @returns {Promise<{ json: any; cookies: string[] }>}
 */
export async function call(base, method, route, { cookie, body, form, status = [200, 201, 204] } = {}) {
  /** @type {Record<string, string>} */
  const headers = { origin: base, 'x-forwarded-for': randomAddress(), ...(cookie ? { cookie } : {}) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${route}`, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  if (!status.includes(response.status)) {
    throw new Error(`seeding: ${method} ${route} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return { json: text ? JSON.parse(text) : null, cookies: response.headers.getSetCookie() };
}

/**
 * A new account: its e-mail, password, session cookie and id.
 * @param {string} base @param {string} [email]
 * @returns {Promise<{ email: string; password: string; cookie: string; id: string }>}
 */
export async function signUp(base, email = uniqueEmail('owner')) {
  const { json, cookies } = await call(base, 'POST', '/api/auth/sign-up/email', {
    body: { first_name: 'Scan', last_name: 'Owner', email, password: PASSWORD },
  });
  const cookie = cookies.map((entry) => entry.split(';')[0]).join('; ');
  return { email, password: PASSWORD, cookie, id: json.user.id };
}

const place = (/** @type {string} */ label) => ({
  name: `Scan ${label}`,
  placeId: `scan:${label}`,
  latitude: 38.7139,
  longitude: -9.1394,
  address: 'Rua Augusta 1, Lisboa',
});
const tips = (/** @type {string} */ label) => [
  { category: 'eat', content: `Lunch at ${label}, ask for the fish of the day`, place: place(label) },
  { category: 'do', content: 'Walk up to the castle at sunset' },
];

/**
 * An account with everything a route can name: a profile picture, a trip with tips (one a favourite,
 * one tagged with a place) and its friend link, a favourites link, a friend's submission and its
 * receipt, a guidebook with tips and a share link. Each route is scanned with a set of its own.
 * @param {string} base
 */
export async function seedOwner(base) {
  const account = await signUp(base);
  /** @type {(method: string, route: string, options?: CallOptions) => ReturnType<typeof call>} */
  const as = (method, route, options) => call(base, method, route, { cookie: account.cookie, ...options });
  const form = new FormData();
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'scan.png');
  const { json: profile } = await as('PUT', '/api/profile/image', { form });
  const label = randomBytes(4).toString('hex');
  const { json: created } = await as('POST', '/api/trips', {
    body: { destination: 'Lisbon', recommendation_types: 'Food and walks' },
  });
  const trip = created.trip;
  const { json: added } = await as('POST', `/api/trips/${trip.id}/recommendations`, {
    body: { entries: tips(label) },
  });
  /** @type {string[]} */
  const tipIds = added.recommendations.map((/** @type {{ id: string }} */ tip) => tip.id);
  await as('PATCH', `/api/recommendations/${tipIds[0]}`, { body: { is_favorite: true } });
  const { json: favorites } = await as('POST', `/api/trips/${trip.id}/shared-favorites`, { body: {} });
  const { json: submitted } = await call(base, 'POST', `/api/public/trips/${trip.id}/recommendations`, {
    body: {
      entries: [{ category: 'bars', content: 'A friend says: the bar on the roof' }],
      contributor_name: 'Ana',
    },
  });
  const { json: book } = await as('POST', '/api/guidebooks', {
    body: { title: 'Lisbon in a weekend', destination: 'Lisbon', description: 'What I would do again' },
  });
  const guidebookId = book.guidebook.id;
  const { json: bookTips } = await as('POST', `/api/guidebooks/${guidebookId}/recommendations`, {
    body: { entries: tips(`${label}-book`) },
  });
  const { json: link } = await as('POST', `/api/guidebooks/${guidebookId}/shared-links`, { body: {} });
  return {
    account,
    /** @type {string} */
    imageId: profile.user.profile_image_url.split('/').pop(),
    /** @type {string} */
    tripId: trip.id,
    /** @type {string} */
    tripShareToken: trip.share_token,
    tipIds,
    /** @type {string} */
    favoritesToken: favorites.share_token,
    /** @type {string} */
    receipt: submitted.receipt,
    /** @type {string} */
    guidebookId,
    /** @type {string[]} */
    guidebookTipIds: bookTips.recommendations.map((/** @type {{ id: string }} */ tip) => tip.id),
    /** @type {string} */
    guidebookLinkId: link.id,
    /** @type {string} */
    guidebookShareToken: link.share_token,
    placeId: `scan:${label}`,
    placeName: `Scan ${label}`,
  };
}

/**
 * The admin account (listed in ADMIN_EMAILS, its address verified with a token signed as the mailed
 * link's is: mails do not go out during a scan) and one page and a bit of other accounts under one
 * domain, so the account list has a real second page: its cursor stays valid while the scan signs
 * up more accounts, because they are newer and under other domains.
 * @param {string} base @param {string} adminEmail @param {string} authSecret
 */
export async function seedAdmin(base, adminEmail, authSecret) {
  const admin = await signUp(base, adminEmail);
  const token = await createEmailVerificationToken(authSecret, adminEmail, undefined, 3600, {
    userId: admin.id,
  });
  await call(base, 'POST', '/api/auth/verify-email', { body: { token } });
  const crowd = Array.from({ length: ADMIN_PAGE_SIZE + 1 }, (_, i) => uniqueEmail(`crowd${i}`, CROWD_DOMAIN));
  for (let i = 0; i < crowd.length; i += 8) {
    await Promise.all(crowd.slice(i, i + 8).map((email) => signUp(base, email)));
  }
  const { json } = await call(base, 'GET', `/api/admin/users?q=${CROWD_DOMAIN}`, { cookie: admin.cookie });
  if (!json.next_cursor) throw new Error('seeding: the account list has no second page');
  return { admin, /** @type {string} */ adminCursor: json.next_cursor };
}
