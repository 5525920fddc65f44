import { expect } from 'vitest';
import type { GuidebookTip } from '../../src/shared/contracts/guidebook-tips.js';
import type { Guidebook, GuidebookDetail, GuidebookLink } from '../../src/shared/contracts/guidebooks.js';
import type { ApiClient } from './api.js';

/** Guidebook calls of one signed-in owner, each expecting success. */
export function guidebookCalls(owner: ApiClient) {
  return {
    create: async (body: { title?: string; destination?: string; description?: string } = {}) => {
      const response = await owner.post('/api/guidebooks', {
        title: 'Best of',
        destination: 'Lisbon',
        ...body,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ guidebook: Guidebook }>().guidebook;
    },
    addTips: async (guidebookId: string, entries: unknown[]) => {
      const response = await owner.post(`/api/guidebooks/${guidebookId}/recommendations`, { entries });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ recommendations: GuidebookTip[] }>().recommendations;
    },
    detail: async (guidebookId: string) => {
      const response = await owner.get(`/api/guidebooks/${guidebookId}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<GuidebookDetail>();
    },
    share: async (guidebookId: string, body: { expires_in_days?: number; replace?: boolean } = {}) => {
      const response = await owner.post(`/api/guidebooks/${guidebookId}/shared-links`, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<GuidebookLink>();
    },
    links: async (guidebookId: string) => {
      const response = await owner.get(`/api/guidebooks/${guidebookId}/shared-links`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ links: GuidebookLink[] }>().links;
    },
  };
}
