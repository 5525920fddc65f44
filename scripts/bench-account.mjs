// A benchmark's own account on a fresh instance: signed up through the API, with a JSON poster that
// sends its cookie and the instance's own Origin.

/**
 * Signs the account up and returns its session cookie and `post(url, body)`, which answers the JSON.
 * @param {string} base @param {Record<string, unknown>} account
 */
export async function signUpForBench(base, account) {
  const headers = { 'content-type': 'application/json', origin: base };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify(account),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  /** @type {(url: string, body: unknown) => Promise<any>} */
  const post = async (url, body) =>
    (
      await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify(body),
      })
    ).json();
  return { cookie, post };
}
