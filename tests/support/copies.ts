import { expect } from 'vitest';
import type { GuidebookSummary } from '../../src/shared/contracts/guidebooks.js';
import type { Tip } from '../../src/shared/contracts/tips.js';
import { apiClient, type ApiClient } from './api.js';
import { type TestApp } from './test-app.js';
import { buildUser } from './factories/users.js';

export const place = {
  name: 'Trevi',
  placeId: 'osm:W1',
  latitude: 41.9,
  longitude: 12.48,
  address: 'Piazza di Trevi',
};

/** What a copy must keep of a tip. */
export function kept(tip: Record<string, unknown>) {
  const { category, content, order_index, place_id, place_name, place_address, latitude, longitude } = tip;
  const { place_type } = tip;
  return {
    category,
    content,
    order_index,
    place_id,
    place_name,
    place_address,
    latitude,
    longitude,
    place_type,
  };
}

/** Tips with the same order_index have no order between them: compare copies as sets. */
export const sorted = <T extends { content: unknown }>(rows: T[]) =>
  [...rows].sort((a, b) => String(a.content).localeCompare(String(b.content)));

/** An owner (Giulia) who shares, a copier who keeps, and the calls both make. */
export async function copyFixture(t: TestApp) {
  const owner = apiClient(t, (await buildUser(t, { first_name: 'Giulia' })).cookie);
  const copierUser = await buildUser(t);
  const copier: ApiClient = apiClient(t, copierUser.cookie);
  let submissions = 0;
  const copyGuidebook = (body: unknown) => copier.post('/api/guidebooks/copies', body);
  return {
    owner,
    copier,
    copierId: copierUser.id,
    newTrip: async (destination = 'Rome') =>
      (await owner.post('/api/trips', { destination })).json<{ trip: { id: string } }>().trip.id,
    addTips: async (tripId: string, entries: unknown[]) =>
      (await owner.post(`/api/trips/${tripId}/recommendations`, { entries })).json<{
        recommendations: Tip[];
      }>().recommendations,
    tripTips: async (client: ApiClient, tripId: string) =>
      (await client.get(`/api/trips/${tripId}`)).json<{ recommendations: Tip[] }>().recommendations,
    /** A friend's submission, from an address of its own (submissions are limited per address). */
    submit: async (tripId: string, entries: unknown[]) => {
      submissions += 1;
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/public/trips/${tripId}/recommendations`,
        payload: { entries, contributor_name: 'Sam' },
        remoteAddress: `192.0.2.${submissions}`,
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ recommendations: { id: string }[]; receipt: string }>();
    },
    guidebookCount: async () =>
      (await copier.get('/api/guidebooks')).json<{ guidebooks: unknown[] }>().guidebooks.length,
    tripCount: async () => (await copier.get('/api/trips')).json<{ trips: unknown[] }>().trips.length,
    copyGuidebook,
    copyTrip: (body: unknown) => copier.post('/api/trips/copies', body),
    copiedGuidebook: async (body: unknown) => {
      const response = await copyGuidebook(body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ guidebook: GuidebookSummary }>().guidebook;
    },
  };
}

export type CopyFixture = Awaited<ReturnType<typeof copyFixture>>;
