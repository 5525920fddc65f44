import { copyContracts } from '../../../shared/contracts/copies.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import { presentGuidebookSummary } from '../guidebooks/guidebooks.presenter.js';
import { presentTripSummary } from '../trips/trips.presenter.js';
import {
  copyFavoritesIntoGuidebook,
  copyFavoritesIntoTrip,
  copyGuidebookIntoTrip,
  copySubmissionIntoGuidebook,
  type CopiedGuidebook,
} from './copies.service.js';

const presentCopiedGuidebook = ({ guidebook, entryCount }: CopiedGuidebook) => ({
  guidebook: presentGuidebookSummary({ ...guidebook, entry_count: entryCount }),
});

/** A signed-in user keeps what was shared with them: a new guidebook or trip of their own. */
export const copyRoutes: RoutesOf<OwnerRouter> = (route, { db, config, bus }) => {
  route(copyContracts.copyIntoGuidebook, async ({ user, body }) =>
    presentCopiedGuidebook(
      body.from === 'shared-favorites'
        ? await copyFavoritesIntoGuidebook(db, user.id, body.share_token)
        : await copySubmissionIntoGuidebook(db, config.authSecret, user.id, body.receipt),
    ),
  );

  route(copyContracts.copyIntoTrip, async ({ user, body }) => {
    const copy = body.from === 'shared-favorites' ? copyFavoritesIntoTrip : copyGuidebookIntoTrip;
    const { trip, tipCount } = await copy(db, user.id, body.share_token);
    await bus.publish({ id: user.id, kind: 'user' });
    return { trip: presentTripSummary({ ...trip, recommendation_count: tipCount }) };
  });
};
