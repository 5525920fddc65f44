/** What one request of the load got: its status and error code, or that no answer came at all. */
export type LoadOutcome = {
  at: number;
  what: string;
  status: number;
  code?: string;
  retryAfter?: string | null;
};

type LoadRequest = { what: string; path: string; init?: RequestInit; tip?: string };

/**
 * Friends and an owner using the app all the time: anonymous reads, friend submissions (each from an
 * address of its own, behind a trusted proxy) and the owner's reads, a few at once, until stopped.
 * Keeps every outcome, and the text of every submission the server acknowledged.
 */
export function startSteadyLoad(url: string, tripId: string, ownerCookie: string, workers = 4) {
  const outcomes: LoadOutcome[] = [];
  const acknowledged: string[] = [];
  let running = true;
  let n = 0;
  const waiting: { count: number; resolve: () => void }[] = [];

  const next = (): LoadRequest => {
    n += 1;
    const address = `10.66.${(n >> 8) & 255}.${n & 255}`;
    switch (n % 4) {
      case 0: {
        const tip = `Steady tip ${n}`;
        const body = { entries: [{ category: 'eat', content: tip }], contributor_name: 'Load' };
        const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': address };
        const init = { method: 'POST', headers, body: JSON.stringify(body) };
        return { what: 'friend submission', path: `/api/public/trips/${tripId}/recommendations`, init, tip };
      }
      case 1:
        return {
          what: 'friend page read',
          path: `/api/public/trips/${tripId}`,
          init: { headers: { 'X-Forwarded-For': address } },
        };
      case 2:
        return {
          what: 'owner trip read',
          path: `/api/trips/${tripId}`,
          init: { headers: { cookie: ownerCookie } },
        };
      default:
        return {
          what: 'owner dashboard read',
          path: '/api/trips',
          init: { headers: { cookie: ownerCookie } },
        };
    }
  };

  const worker = async () => {
    while (running) {
      const request = next();
      const at = Date.now();
      try {
        const response = await fetch(`${url}${request.path}`, request.init);
        const body = (await response.json()) as { error?: { code?: string } };
        if (response.status === 201 && request.tip) acknowledged.push(request.tip);
        outcomes.push({
          at,
          what: request.what,
          status: response.status,
          code: body.error?.code,
          retryAfter: response.headers.get('retry-after'),
        });
        for (const wait of waiting.filter((w) => outcomes.length >= w.count)) wait.resolve();
      } catch {
        // No answer at all (a reset connection, a body that was not JSON): counted as status 0.
        outcomes.push({ at, what: request.what, status: 0 });
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, worker));

  return {
    outcomes,
    acknowledged,
    /** Resolves once `more` further requests have been answered. */
    answered(more: number): Promise<void> {
      return new Promise((resolve) => waiting.push({ count: outcomes.length + more, resolve }));
    },
    async stop() {
      running = false;
      await done;
    },
  };
}
