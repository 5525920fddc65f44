import { importContracts } from '../../../shared/contracts/imports.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import { previewFileOffLoop } from '../imports/imports.service.js';
import { GUIDEBOOK_TIPS, addTips } from '../tips/tips.service.js';
import { findGuidebookFor, listGuidebookTips } from './guidebooks.service.js';

/** Imports into the owner's own guidebooks: read a file, then add what the owner chose. */
export const guidebookImportRoutes: RoutesOf<OwnerRouter> = (route, context) => {
  const { db } = context;

  route(importContracts.previewGuidebookImport, async ({ user, params, body }) => {
    const { list: guidebook } = await findGuidebookFor(db, user.id, params.id, 'edit');
    return previewFileOffLoop(body.file, await listGuidebookTips(db.kysely, guidebook.id));
  });

  route(importContracts.importIntoGuidebook, async ({ user, params, body }) => {
    const rows = await addTips(context, GUIDEBOOK_TIPS, params.id, body.entries, {
      owner: user.id,
      unit: 'places',
    });
    return { added: rows.length };
  });
};
