import type { FastifyRequest } from 'fastify';
import { tripSharingContracts } from '../../../shared/contracts/trip-sharing.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import { ownOrigin } from '../../http/origins.js';
import { presentTripSharing } from './sharing.presenter.js';
import {
  makeNewAskLink,
  readTripLinks,
  revokeAskLink,
  revokeFavoritesLink,
  setTipCollection,
  setTripFollowing,
  setTripNotificationsMuted,
} from './trip-links.service.js';

/** The owner's Sharing panel of a trip: every link with its opens, and the switches over them. */
export const tripLinkRoutes: RoutesOf<OwnerRouter> = (route, context) => {
  const { db, config } = context;
  const sharingOf = async (request: FastifyRequest, userId: string, tripId: string) =>
    presentTripSharing(await readTripLinks(db, userId, tripId), config.publicUrl ?? ownOrigin(request));

  route(tripSharingContracts.tripSharing, (request) =>
    sharingOf(request, request.user.id, request.params.id),
  );
  route(tripSharingContracts.newAskLink, async (request) => {
    await makeNewAskLink(context, request.user.id, request.params.id);
    return sharingOf(request, request.user.id, request.params.id);
  });
  route(tripSharingContracts.revokeAskLink, async (request) => {
    await revokeAskLink(context, request.user.id, request.params.id);
    return sharingOf(request, request.user.id, request.params.id);
  });
  route(tripSharingContracts.setTipCollection, async (request) => {
    await setTipCollection(context, request.user.id, request.params.id, request.body.paused);
    return sharingOf(request, request.user.id, request.params.id);
  });
  route(tripSharingContracts.setTripNotifications, async (request) => {
    await setTripNotificationsMuted(context, request.user.id, request.params.id, request.body.muted);
    return sharingOf(request, request.user.id, request.params.id);
  });
  route(tripSharingContracts.setTripFollowing, async (request) => {
    await setTripFollowing(context, request.user.id, request.params.id, request.body.on);
    return sharingOf(request, request.user.id, request.params.id);
  });
  route(tripSharingContracts.revokeFavoritesLink, async (request) => {
    const { id, linkId } = request.params;
    await revokeFavoritesLink(context, request.user.id, id, linkId);
    return sharingOf(request, request.user.id, id);
  });
};
