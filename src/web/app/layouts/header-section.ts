export type HeaderSection = 'trips' | 'guidebooks' | 'profile' | null;

/** Which header tab a page belongs to: trip pages to "My Trips", guidebook pages to "My Guidebooks". */
export function sectionOf(pathname: string): HeaderSection {
  if (pathname === '/dashboard' || pathname === '/create-trip' || pathname.startsWith('/trip/'))
    return 'trips';
  if (pathname === '/guidebooks' || pathname === '/create-guidebook' || pathname.startsWith('/guidebook/')) {
    return 'guidebooks';
  }
  if (pathname === '/profile') return 'profile';
  return null;
}
