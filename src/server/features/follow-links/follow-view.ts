import { fillPath } from '../../../shared/contracts/contract.js';
import { followLinkContracts } from '../../../shared/contracts/follow-links.js';
import type { Db } from '../../db/database.js';
import { presentFollowView } from './follow-links.presenter.js';
import { findFollowLink, marksOfSubmission } from './follow-links.service.js';

/** The follow view behind a token, which the API answers and the follow page is drawn from. */
export async function readFollowView(db: Db, token: string, mailOffered: boolean) {
  const link = await findFollowLink(db.kysely, token);
  return presentFollowView(link, await marksOfSubmission(db.kysely, link.submission_id), mailOffered);
}

/** The API addresses the follow page's script uses, written into the page. */
export const viewPathOf = (token: string) => fillPath(followLinkContracts.followView.path, { token });
export const eventsPathOf = (token: string) => fillPath(followLinkContracts.followEvents.path, { token });
