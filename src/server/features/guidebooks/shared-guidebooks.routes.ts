import { sharedGuidebookContracts } from '../../../shared/contracts/shared-guidebooks.js';
import type { PublicRouter, RoutesOf } from '../../http/api-scopes.js';
import { sharedGuidebookRead } from './shared-guidebook-page.js';

/** Anyone holding a guidebook's share link reads it, through the public presenter only. */
export const sharedGuidebookRoutes: RoutesOf<PublicRouter> = (route, { db, opens, readCaches }) => {
  // Shared with the rendered page (shared-guidebook-page.ts).
  const pages = readCaches.of(sharedGuidebookContracts.sharedGuidebook);
  route(sharedGuidebookContracts.sharedGuidebook, async (request, reply) => {
    const { token } = request.params;
    const sent = await pages.serve(request, reply, ...sharedGuidebookRead(db, token));
    opens.record({ kind: 'guidebook', token }, request.headers['user-agent']);
    return sent;
  });
};
