import { tipContracts } from '../../../shared/contracts/tips.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import { findOwnedTrip } from '../../auth/trip-ownership.js';
import { presentTip } from './tips.presenter.js';
import { addTips, deleteTip, reorderTips, updateTip, updateTips } from './tips.service.js';

export const tipRoutes: RoutesOf<OwnerRouter> = (route, context) => {
  const { db } = context;

  route(tipContracts.addTips, async ({ user, params, body }) => {
    const trip = await findOwnedTrip(db, user.id, params.id);
    const rows = await addTips(context, trip.id, body.entries, null);
    return { recommendations: rows.map(presentTip) };
  });

  route(tipContracts.reorderTips, async ({ user, params, body }) => {
    const trip = await findOwnedTrip(db, user.id, params.id);
    await reorderTips(context, trip.id, body.order);
    return { ok: true as const };
  });

  route(tipContracts.updateTips, async ({ user, params, body }) => {
    const trip = await findOwnedTrip(db, user.id, params.id);
    const rows = await updateTips(context, trip.id, body);
    return { recommendations: rows.map(presentTip) };
  });

  route(tipContracts.updateTip, async ({ user, params, body }) => ({
    recommendation: presentTip(await updateTip(context, user.id, params.id, body)),
  }));

  route(tipContracts.deleteTip, async ({ user, params }) => {
    await deleteTip(context, user.id, params.id);
    return null;
  });
};
