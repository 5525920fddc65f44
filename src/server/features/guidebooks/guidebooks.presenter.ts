import type { Selectable } from 'kysely';
import type { GuidebookTip } from '../../../shared/contracts/guidebook-tips.js';
import type { Guidebook, GuidebookLink, GuidebookSummary } from '../../../shared/contracts/guidebooks.js';
import type { PublicGuidebookTip, SharedGuidebook } from '../../../shared/contracts/shared-guidebooks.js';
import { sharedGuidebookUrl } from '../../../shared/rules/share-links.js';
import type { GuidebookTable, GuidebookTipTable, SharedGuidebookTable } from '../../db/tables.js';
import { toIsoString } from '../../db/values.js';
import { presentTipColumns } from '../tips/tips.presenter.js';
import { presentSummaryAccess, type SummaryColumns } from '../companions/companions.presenter.js';

export type GuidebookRow = Selectable<GuidebookTable>;
export type GuidebookTipRow = Selectable<GuidebookTipTable>;
export type GuidebookLinkRow = Selectable<SharedGuidebookTable>;

export function presentGuidebook(row: GuidebookRow): Guidebook {
  return {
    id: row.id,
    title: row.title,
    destination: row.destination,
    description: row.description,
    created_at: toIsoString(row.created_at),
    updated_at: toIsoString(row.updated_at),
  };
}

/** A guidebook in the user's list: their own (no companion role), or one shared with them. */
export function presentGuidebookSummary(
  row: GuidebookRow & SummaryColumns & { entry_count: number | string },
): GuidebookSummary {
  return { ...presentGuidebook(row), entry_count: Number(row.entry_count), ...presentSummaryAccess(row) };
}

/** A guidebook tip as its owner sees it. */
export function presentGuidebookTip(row: GuidebookTipRow): GuidebookTip {
  return {
    ...presentPublicGuidebookTip(row),
    guidebook_id: row.guidebook_id,
    created_at: toIsoString(row.created_at),
    updated_at: toIsoString(row.updated_at),
  };
}

/** A guidebook tip as anyone with the link sees it: no guidebook id, no timestamps. */
export function presentPublicGuidebookTip(row: GuidebookTipRow): PublicGuidebookTip {
  return {
    id: row.id,
    ...presentTipColumns(row),
    is_favorite: row.is_favorite,
  };
}

export function presentGuidebookLink(row: GuidebookLinkRow, origin: string): GuidebookLink {
  return {
    id: row.id,
    share_url: sharedGuidebookUrl(origin, row.share_token),
    share_token: row.share_token,
    expires_at: toIsoString(row.expires_at),
    created_at: toIsoString(row.created_at),
    opens: row.opens,
  };
}

export interface SharedGuidebookRow {
  title: string;
  description: string | null;
  destination: string;
  created_at: Date | string;
  expires_at: Date | string;
  first_name: string;
  image_id: string | null;
}

/** A shared guidebook's public view: the guidebook, its author's first name and avatar, its tips. */
export function presentSharedGuidebook(
  row: SharedGuidebookRow,
  tips: readonly GuidebookTipRow[],
): SharedGuidebook {
  return {
    title: row.title,
    description: row.description,
    destination: row.destination,
    created_at: toIsoString(row.created_at),
    expires_at: toIsoString(row.expires_at),
    owner: {
      first_name: row.first_name,
      avatar_url: row.image_id ? `/api/images/${row.image_id}` : null,
    },
    recommendations: tips.map(presentPublicGuidebookTip),
  };
}
