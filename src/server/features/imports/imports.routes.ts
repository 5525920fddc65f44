import { importContracts } from '../../../shared/contracts/imports.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import { addTips, listTips } from '../tips/tips.service.js';
import { findOwnedTrip } from '../../auth/trip-ownership.js';
import { previewFileOffLoop } from './preview-off-loop.js';

/** Imports into the owner's own trips: read a file, then add what the owner chose. */
export const tripImportRoutes: RoutesOf<OwnerRouter> = (route, context) => {
  const { db } = context;

  route(importContracts.previewTripImport, async ({ user, params, body }) => {
    const trip = await findOwnedTrip(db, user.id, params.id);
    return previewFileOffLoop(body.file, await listTips(db, trip.id));
  });

  route(importContracts.importIntoTrip, async ({ user, params, body }) => {
    const trip = await findOwnedTrip(db, user.id, params.id);
    const rows = await addTips(context, trip.id, body.entries, null, 'places');
    return { added: rows.length };
  });
};
