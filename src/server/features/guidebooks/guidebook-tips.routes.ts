import { guidebookTipContracts } from '../../../shared/contracts/guidebook-tips.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import {
  GUIDEBOOK_TIPS,
  addTips,
  deleteTip,
  reorderTips,
  updateTip,
  updateTips,
} from '../tips/tips.service.js';
import { presentGuidebookTip } from './guidebooks.presenter.js';

/** The tips of the owner's guidebooks: each write checks the guidebook is the user's, in its transaction. */
export const guidebookTipRoutes: RoutesOf<OwnerRouter> = (route, context) => {
  route(guidebookTipContracts.addGuidebookTips, async ({ user, params, body }) => {
    const rows = await addTips(context, GUIDEBOOK_TIPS, params.id, body.entries, { owner: user.id });
    return { recommendations: rows.map(presentGuidebookTip) };
  });

  route(guidebookTipContracts.reorderGuidebookTips, async ({ user, params, body }) => {
    await reorderTips(context, GUIDEBOOK_TIPS, user.id, params.id, body.order);
    return { ok: true as const };
  });

  route(guidebookTipContracts.updateGuidebookTips, async ({ user, params, body }) => {
    const rows = await updateTips(context, GUIDEBOOK_TIPS, user.id, params.id, body);
    return { recommendations: rows.map(presentGuidebookTip) };
  });

  route(guidebookTipContracts.updateGuidebookTip, async ({ user, params, body }) => ({
    recommendation: presentGuidebookTip(await updateTip(context, GUIDEBOOK_TIPS, user.id, params.id, body)),
  }));

  route(guidebookTipContracts.deleteGuidebookTip, async ({ user, params }) => {
    await deleteTip(context, GUIDEBOOK_TIPS, user.id, params.id);
    return null;
  });
};
