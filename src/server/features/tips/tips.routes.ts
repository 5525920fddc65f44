import { tipContracts } from '../../../shared/contracts/tips.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import { TRIP_TIPS, addTips, deleteTip, reorderTips, updateTip, updateTips } from './tips.service.js';
import { presentTip } from './tips.presenter.js';

/** The tips of a trip: each write checks, in its transaction, that the user's role lets them edit it. */
export const tipRoutes: RoutesOf<OwnerRouter> = (route, context) => {
  route(tipContracts.addTips, async ({ user, params, body }) => {
    const rows = await addTips(context, TRIP_TIPS, params.id, body.entries, {
      owner: user.id,
      writerName: user.first_name,
    });
    return { recommendations: rows.map(presentTip) };
  });

  route(tipContracts.reorderTips, async ({ user, params, body }) => {
    await reorderTips(context, TRIP_TIPS, user.id, params.id, body.order);
    return { ok: true as const };
  });

  route(tipContracts.updateTips, async ({ user, params, body }) => {
    const rows = await updateTips(context, TRIP_TIPS, user.id, params.id, body);
    return { recommendations: rows.map(presentTip) };
  });

  route(tipContracts.updateTip, async ({ user, params, body }) => ({
    recommendation: presentTip(await updateTip(context, TRIP_TIPS, user.id, params.id, body)),
  }));

  route(tipContracts.deleteTip, async ({ user, params }) => {
    await deleteTip(context, TRIP_TIPS, user.id, params.id);
    return null;
  });
};
