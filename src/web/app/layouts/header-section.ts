import { pageAt, type PageRow } from '../../../shared/pages/page-table.js';

export type HeaderSection = NonNullable<PageRow['section']> | null;

/** Which header tab a page belongs to (its row in shared/pages/page-table.ts): trip pages to "My Trips", … */
export function sectionOf(pathname: string): HeaderSection {
  return pageAt(pathname)?.row.section ?? null;
}
