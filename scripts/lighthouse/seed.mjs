// What the audited pages show, made through the API as the app makes it: an owner with a trip of 20
// located tips (eight of them favourites, shared by link) and a guidebook of 12 tips shared by link.

const CATEGORIES = ['do', 'eat', 'stay', 'dance', 'bars', 'get-around', 'museums', 'parks'];

/** @param {number} count @param {string} label */
const located = (count, label) =>
  Array.from({ length: count }, (_, i) => ({
    category: CATEGORIES[i % CATEGORIES.length],
    content: `${label} (${i + 1})`,
    place: {
      name: `Place ${i + 1}`,
      latitude: 38.6 + (i % 5) * 0.05,
      longitude: -9.3 + Math.floor(i / 5) * 0.08,
    },
  }));

/** @param {string} base */
export async function seed(base) {
  let cookie = '';
  /** @param {string} method @param {string} pathname @param {unknown} body */
  const call = async (method, pathname, body) => {
    const response = await fetch(`${base}${pathname}`, {
      method,
      headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
    }
    return response;
  };

  const signUp = await call('POST', '/api/auth/sign-up/email', {
    first_name: 'Maya',
    last_name: 'Lindqvist',
    email: 'maya@example.test',
    password: 'Sunny-days-in-Lisbon',
  });
  /** @param {string} entry @returns {[string, string]} */
  const nameAndValue = (entry) => {
    const at = entry.indexOf('=');
    return [entry.slice(0, at), entry.slice(at + 1)];
  };
  /** @param {Response} response */
  const keepCookies = (response) => {
    const jar = new Map(cookie ? cookie.split('; ').map(nameAndValue) : []);
    for (const entry of response.headers.getSetCookie())
      jar.set(...nameAndValue(entry.split(';', 1)[0] ?? ''));
    cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  };
  keepCookies(signUp);
  // The browser also keeps the account's language, which the server sets with its first answer: sent
  // as one header with every request, the audit must send it too, or the server would set it again and
  // Chrome's own cookie would then stand in for the header, signing the audit out.
  keepCookies(await fetch(`${base}/api/auth/session`, { headers: { cookie } }));

  /** @type {(...args: Parameters<typeof call>) => Promise<any>} */
  const json = async (...args) => (await call(...args)).json();
  const { trip } = await json('POST', '/api/trips', {
    destination: 'Lisbon',
    recommendation_types: 'Pastry, viewpoints and fado',
  });
  const { recommendations } = await json('POST', `/api/trips/${trip.id}/recommendations`, {
    entries: located(20, 'A place worth the detour'),
  });
  for (const tip of recommendations.filter(
    (/** @type {unknown} */ _, /** @type {number} */ i) => i % 5 < 2,
  )) {
    await call('PATCH', `/api/recommendations/${tip.id}`, { is_favorite: true });
  }
  const favorites = await json('POST', `/api/trips/${trip.id}/shared-favorites`, {});

  const { guidebook } = await json('POST', '/api/guidebooks', {
    title: 'Lisbon in three days',
    destination: 'Lisbon',
    description: 'Where we ate, walked and listened to fado.',
  });
  await call('POST', `/api/guidebooks/${guidebook.id}/recommendations`, {
    entries: located(12, 'Worth a morning'),
  });
  const guidebookLink = await json('POST', `/api/guidebooks/${guidebook.id}/shared-links`, {});

  return {
    cookie,
    tripId: trip.id,
    guidebookId: guidebook.id,
    favoritesToken: favorites.share_token,
    guidebookToken: guidebookLink.share_token,
  };
}
