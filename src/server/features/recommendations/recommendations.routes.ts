import { tipContracts } from '../../../shared/contracts/recommendations.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import { findOwnedTrip } from '../trips/trips.service.js';
import { presentRecommendation } from './recommendations.presenter.js';
import {
  addRecommendations,
  deleteRecommendation,
  reorderRecommendations,
  updateRecommendation,
} from './recommendations.service.js';

export const recommendationRoutes: RoutesOf<OwnerRouter> = (route, context) => {
  const { db } = context;

  route(tipContracts.addTips, async ({ user, params, body }) => {
    const trip = await findOwnedTrip(db, user.id, params.id);
    const rows = await addRecommendations(context, trip.id, body.entries, null);
    return { recommendations: rows.map(presentRecommendation) };
  });

  route(tipContracts.reorderTips, async ({ user, params, body }) => {
    const trip = await findOwnedTrip(db, user.id, params.id);
    await reorderRecommendations(context, trip.id, body.order);
    return { ok: true as const };
  });

  route(tipContracts.updateTip, async ({ user, params, body }) => ({
    recommendation: presentRecommendation(await updateRecommendation(context, user.id, params.id, body)),
  }));

  route(tipContracts.deleteTip, async ({ user, params }) => {
    await deleteRecommendation(context, user.id, params.id);
    return null;
  });
};
