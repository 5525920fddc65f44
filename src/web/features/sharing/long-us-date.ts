/**
 * The long US date a shared guidebook's "Created" line shows: 'November 22, 2026', in the visitor's
 * time zone unless one is given. `null` for a value that is not a date, so the page leaves the line out.
 */
export function longUsDate(iso: string, timeZone?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(date);
}
