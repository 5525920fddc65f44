import { importContracts } from '../../../shared/contracts/imports.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import { TRIP_TIPS, addTips, listTips } from '../tips/tips.service.js';
import { findTripFor } from '../../auth/list-access.js';
import { previewFileOffLoop } from './preview-off-loop.js';

/** Imports into the owner's own trips: read a file, then add what the owner chose. */
export const tripImportRoutes: RoutesOf<OwnerRouter> = (route, context) => {
  const { db } = context;

  route(importContracts.previewTripImport, async ({ user, params, body }) => {
    const { list: trip } = await findTripFor(db, user.id, params.id, 'edit');
    return previewFileOffLoop(body.file, await listTips(db, trip.id));
  });

  route(importContracts.importIntoTrip, async ({ user, params, body }) => {
    const rows = await addTips(context, TRIP_TIPS, params.id, body.entries, {
      owner: user.id,
      writerName: user.first_name,
      unit: 'places',
    });
    return { added: rows.length };
  });
};
