import type { CreateInviteBody } from '../../../shared/contracts/companions.js';
import { companionEndpoints as endpoints } from '../../../shared/contracts/endpoints/companions.js';
import { apiRequest } from '../../lib/api-client';
import type { ListKind } from './list-kinds';

/** The companion endpoints of a list, the same for trips and guidebooks, by its kind. */
export const companionCalls = {
  list: (kind: ListKind, id: string, signal?: AbortSignal) =>
    kind === 'trip'
      ? apiRequest(endpoints.listTripCompanions, { params: { id }, signal })
      : apiRequest(endpoints.listGuidebookCompanions, { params: { id }, signal }),
  invite: (kind: ListKind, id: string, body: CreateInviteBody) =>
    kind === 'trip'
      ? apiRequest(endpoints.inviteToTrip, { params: { id }, body })
      : apiRequest(endpoints.inviteToGuidebook, { params: { id }, body }),
  revoke: (kind: ListKind, id: string, inviteId: string) =>
    kind === 'trip'
      ? apiRequest(endpoints.revokeTripInvite, { params: { id, inviteId } })
      : apiRequest(endpoints.revokeGuidebookInvite, { params: { id, inviteId } }),
  remove: (kind: ListKind, id: string, userId: string) =>
    kind === 'trip'
      ? apiRequest(endpoints.removeTripCompanion, { params: { id, userId } })
      : apiRequest(endpoints.removeGuidebookCompanion, { params: { id, userId } }),
  leave: (kind: ListKind, id: string) =>
    kind === 'trip'
      ? apiRequest(endpoints.leaveTrip, { params: { id } })
      : apiRequest(endpoints.leaveGuidebook, { params: { id } }),
};
