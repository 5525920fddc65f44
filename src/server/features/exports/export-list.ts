import type { Category } from '../../../shared/categories.js';
import { toIsoString } from '../../db/values.js';
import { presentTipColumns, type SharedTipColumns } from '../tips/tips.presenter.js';

/** One tip as the exported files tell it. */
export interface ExportTip {
  category: Category;
  content: string;
  /** The friend who sent it, when they gave a name (a guidebook's tips are its author's: null). */
  contributor: string | null;
  /** The place's id at its provider (osm:…, a Google id), so an import can tell the same place again. */
  placeId: string | null;
  placeName: string | null;
  placeAddress: string | null;
  latitude: number | null;
  longitude: number | null;
  favourite: boolean;
  /** Done on a trip; a guidebook has no "done" (null). */
  done: boolean | null;
  addedAt: string;
}

/** A trip or a guidebook as exported: its name, the page it comes from, and its tips in display order. */
export interface ExportList {
  title: string;
  /** The list's page, written into each entry so a map app can lead back to it. */
  link: string;
  tips: readonly ExportTip[];
}

export type LocatedTip = ExportTip & { placeName: string; latitude: number; longitude: number };

/** Tips a map file can hold: a place name and coordinates on the globe; the others go to the CSV only. */
export function isLocated(tip: ExportTip): tip is LocatedTip {
  const { latitude: lat, longitude: lng } = tip;
  return (
    Boolean(tip.placeName?.trim()) &&
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** A place's words in a map app: the tip, and who sent it. */
export function describeTip(tip: ExportTip): string {
  return tip.contributor ? `${tip.content} — ${tip.contributor}` : tip.content;
}

/** A stored tip of a trip or a guidebook as the files tell it (a guidebook's tips have no contributor or done). */
export function exportTipOf(
  row: SharedTipColumns & {
    is_favorite: boolean;
    created_at: Date | string;
    contributor_name?: string | null;
    is_completed?: boolean;
  },
): ExportTip {
  const tip = presentTipColumns(row);
  return {
    category: tip.category,
    content: tip.content,
    contributor: row.contributor_name?.trim() || null,
    placeId: tip.place_id,
    placeName: tip.place_name,
    placeAddress: tip.place_address,
    latitude: tip.latitude,
    longitude: tip.longitude,
    favourite: row.is_favorite,
    done: row.is_completed ?? null,
    addedAt: toIsoString(row.created_at),
  };
}
