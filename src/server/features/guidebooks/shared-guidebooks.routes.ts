import { sharedGuidebookContracts } from '../../../shared/contracts/shared-guidebooks.js';
import { KeptPages } from '../../cache/kept-pages.js';
import { toIsoString } from '../../db/values.js';
import type { PublicRouter, RoutesOf } from '../../http/api-scopes.js';
import { presentSharedGuidebook } from './guidebooks.presenter.js';
import { findSharedGuidebook, listGuidebookTips } from './guidebooks.service.js';

/** Anyone holding a guidebook's share link reads it, through the public presenter only. */
export const sharedGuidebookRoutes: RoutesOf<PublicRouter> = (route, { db, bus, opens }) => {
  // Kept until the guidebook, its entries, its links (revoked, replaced) or its author's name or picture change.
  const pages = new KeptPages(bus);
  route(sharedGuidebookContracts.sharedGuidebook, async (request, reply) => {
    const { token } = request.params;
    const sent = await pages.serve(request, reply, { key: token }, async () => {
      const link = await findSharedGuidebook(db.kysely, token);
      const tips = await listGuidebookTips(db.kysely, link.id);
      return {
        body: { guidebook: presentSharedGuidebook(link, tips) },
        dependsOn: [link.id, link.user_id],
        expiresAt: Date.parse(toIsoString(link.expires_at)),
      };
    });
    opens.record({ kind: 'guidebook', token });
    return sent;
  });
};
