import { destinationColumns } from '../places/places.service.js';
import { guidebookContracts } from '../../../shared/contracts/guidebooks.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import { ownOrigin } from '../../http/origins.js';
import { guidebookDetailRead } from './guidebook-map-page.js';
import { createGuidebookLink, listGuidebookLinks, revokeGuidebookLink } from './guidebook-links.service.js';
import { presentGuidebook, presentGuidebookLink, presentGuidebookSummary } from './guidebooks.presenter.js';
import {
  deleteGuidebook,
  findGuidebookFor,
  insertGuidebook,
  listGuidebooks,
  updateGuidebook,
} from './guidebooks.service.js';

/** The owner's guidebooks, their share links and the live stream of the guidebook page. */
export const guidebookRoutes: RoutesOf<OwnerRouter> = (route, context) => {
  const { db, config } = context;

  route(guidebookContracts.listGuidebooks, async ({ user }) => ({
    guidebooks: (await listGuidebooks(db, user.id)).map(presentGuidebookSummary),
  }));

  route(guidebookContracts.createGuidebook, async ({ user, body }) => {
    const located = await context.places.locate(body.destination);
    const guidebook = await insertGuidebook(db.kysely, user.id, { ...body, ...destinationColumns(located) });
    return { guidebook: presentGuidebook(guidebook) };
  });

  // Like the trip page: kept, compressed, until the guidebook or one of its entries changes (on any instance).
  const pages = context.readCaches.of(guidebookContracts.getGuidebook);
  route(guidebookContracts.getGuidebook, (request, reply) => {
    const { user, params } = request;
    return pages.serve(request, reply, ...guidebookDetailRead(db, user.id, params.id));
  });

  // A changed destination is located again, before the write: no provider call inside a transaction.
  route(guidebookContracts.updateGuidebook, async ({ user, params, body }) => {
    const { list: current } = await findGuidebookFor(db, user.id, params.id, 'edit');
    const moved =
      current.destination === body.destination
        ? {}
        : destinationColumns(await context.places.locate(body.destination));
    return {
      guidebook: presentGuidebook(await updateGuidebook(context, user.id, params.id, { ...body, ...moved })),
    };
  });

  route(guidebookContracts.deleteGuidebook, async ({ user, params }) => {
    await deleteGuidebook(context, user.id, params.id);
    return null;
  });

  route(guidebookContracts.listGuidebookLinks, async (request) => {
    const links = await listGuidebookLinks(db, request.user.id, request.params.id);
    const origin = config.publicUrl ?? ownOrigin(request);
    return { links: links.map((link) => presentGuidebookLink(link, origin)) };
  });

  route(guidebookContracts.createGuidebookLink, async (request) => {
    const { expires_in_days: days, replace } = request.body;
    const link = await createGuidebookLink(context, request.user.id, request.params.id, { days, replace });
    return presentGuidebookLink(link, config.publicUrl ?? ownOrigin(request));
  });

  route(guidebookContracts.revokeGuidebookLink, async ({ user, params }) => {
    await revokeGuidebookLink(context, user.id, params.id, params.linkId);
    return null;
  });

  route(guidebookContracts.guidebookEvents, async (request, reply) => {
    const { list: guidebook } = await findGuidebookFor(db, request.user.id, request.params.id, 'read');
    return context.streams.open(request, reply, { id: guidebook.id, key: 'guidebookId' });
  });
};
