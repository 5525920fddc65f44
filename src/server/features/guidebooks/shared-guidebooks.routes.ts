import { sharedGuidebookContracts } from '../../../shared/contracts/shared-guidebooks.js';
import type { PublicRouter, RoutesOf } from '../../http/api-scopes.js';
import { presentSharedGuidebook } from './guidebooks.presenter.js';
import { findSharedGuidebook, listGuidebookTips } from './guidebooks.service.js';

/** Anyone holding a guidebook's share link reads it, through the public presenter only. */
export const sharedGuidebookRoutes: RoutesOf<PublicRouter> = (route, { db }) => {
  route(sharedGuidebookContracts.sharedGuidebook, async ({ params }) => {
    const link = await findSharedGuidebook(db.kysely, params.token);
    const tips = await listGuidebookTips(db.kysely, link.id);
    return { guidebook: presentSharedGuidebook(link, tips) };
  });
};
