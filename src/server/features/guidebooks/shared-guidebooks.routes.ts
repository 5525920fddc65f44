import { sharedGuidebookContracts } from '../../../shared/contracts/shared-guidebooks.js';
import { toIsoString } from '../../db/values.js';
import type { PublicRouter, RoutesOf } from '../../http/api-scopes.js';
import { KeptPages } from '../../http/kept-pages.js';
import { presentSharedGuidebook } from './guidebooks.presenter.js';
import { findSharedGuidebook, listGuidebookTips } from './guidebooks.service.js';

/** Anyone holding a guidebook's share link reads it, through the public presenter only. */
export const sharedGuidebookRoutes: RoutesOf<PublicRouter> = (route, { db, bus, opens }) => {
  // Kept until the guidebook, its entries, its links (revoked, replaced) or its author's name or picture change.
  const pages = new KeptPages(bus);
  route(sharedGuidebookContracts.sharedGuidebook, async (request, reply) => {
    const { token } = request.params;
    if (pages.sendKept(token, request, reply)) {
      opens.record({ kind: 'guidebook', token });
      return reply;
    }
    const readStartedAt = pages.readStarted();
    const link = await findSharedGuidebook(db.kysely, token);
    opens.record({ kind: 'guidebook', token });
    const tips = await listGuidebookTips(db.kysely, link.id);
    const expiresAt = Date.parse(toIsoString(link.expires_at));
    return pages.storeAndSend(
      request,
      reply,
      { key: token, expiresAt, dependsOn: [link.id, link.user_id], readStartedAt },
      { guidebook: presentSharedGuidebook(link, tips) },
    );
  });
};
