import type { BrowserContext } from 'playwright-core';
import type { NewTip, Tip } from '../../../src/shared/contracts/tips.js';
import type { Trip, TripDetail } from '../../../src/shared/contracts/trips.js';

/** Calls the API as the browser context's signed-in user (its session cookie, its origin). */
export function tripsApi(context: BrowserContext, serverUrl: string) {
  const headers = { Origin: serverUrl };
  async function call<T>(method: string, path: string, data?: unknown): Promise<T> {
    const response = await context.request.fetch(`${serverUrl}${path}`, { method, data, headers });
    if (!response.ok())
      throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    return (response.status() === 204 ? null : await response.json()) as T;
  }
  return {
    createTrip: async (destination: string, recommendation_types?: string) =>
      (await call<{ trip: Trip }>('POST', '/api/trips', { destination, recommendation_types })).trip,
    addTips: async (tripId: string, entries: NewTip[]) =>
      (
        await call<{ recommendations: Tip[] }>('POST', `/api/trips/${tripId}/recommendations`, {
          entries,
        })
      ).recommendations,
    getTrip: (tripId: string) => call<TripDetail>('GET', `/api/trips/${tripId}`),
    deleteTip: (tipId: string) => call<null>('DELETE', `/api/recommendations/${tipId}`),
  };
}

/** The trip's tip texts in display order (order_index, as the server sorts them). */
export async function tipOrder(api: ReturnType<typeof tripsApi>, tripId: string): Promise<string[]> {
  const { recommendations } = await api.getTrip(tripId);
  return recommendations.map((tip) => tip.content);
}
