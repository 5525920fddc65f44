import { guidebookTipContracts } from '../../../shared/contracts/guidebook-tips.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import {
  addGuidebookTips,
  deleteGuidebookTip,
  reorderGuidebookTips,
  updateGuidebookTip,
  updateGuidebookTips,
} from './guidebook-tips.service.js';
import { presentGuidebookTip } from './guidebooks.presenter.js';

/** The tips of the owner's guidebooks: ownership is checked through the guidebook, in the service. */
export const guidebookTipRoutes: RoutesOf<OwnerRouter> = (route, context) => {
  route(guidebookTipContracts.addGuidebookTips, async ({ user, params, body }) => {
    const rows = await addGuidebookTips(context, user.id, params.id, body.entries);
    return { recommendations: rows.map(presentGuidebookTip) };
  });

  route(guidebookTipContracts.reorderGuidebookTips, async ({ user, params, body }) => {
    await reorderGuidebookTips(context, user.id, params.id, body.order);
    return { ok: true as const };
  });

  route(guidebookTipContracts.updateGuidebookTips, async ({ user, params, body }) => {
    const rows = await updateGuidebookTips(context, user.id, params.id, body);
    return { recommendations: rows.map(presentGuidebookTip) };
  });

  route(guidebookTipContracts.updateGuidebookTip, async ({ user, params, body }) => ({
    recommendation: presentGuidebookTip(await updateGuidebookTip(context, user.id, params.id, body)),
  }));

  route(guidebookTipContracts.deleteGuidebookTip, async ({ user, params }) => {
    await deleteGuidebookTip(context, user.id, params.id);
    return null;
  });
};
