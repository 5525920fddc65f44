export type PopularDestination = { city: string; country: string; flag: string };

/** The suggestions offered while typing a destination. */
export const POPULAR_DESTINATIONS: readonly PopularDestination[] = [
  { city: 'Tokyo', country: 'Japan', flag: '🇯🇵' },
  { city: 'Paris', country: 'France', flag: '🇫🇷' },
  { city: 'London', country: 'United Kingdom', flag: '🇬🇧' },
  { city: 'New York', country: 'United States', flag: '🇺🇸' },
  { city: 'Rome', country: 'Italy', flag: '🇮🇹' },
  { city: 'Manila', country: 'Philippines', flag: '🇵🇭' },
  { city: 'Barcelona', country: 'Spain', flag: '🇪🇸' },
  { city: 'Amsterdam', country: 'Netherlands', flag: '🇳🇱' },
  { city: 'Berlin', country: 'Germany', flag: '🇩🇪' },
  { city: 'Sydney', country: 'Australia', flag: '🇦🇺' },
  { city: 'Bangkok', country: 'Thailand', flag: '🇹🇭' },
  { city: 'Istanbul', country: 'Türkiye', flag: '🇹🇷' },
  { city: 'Dubai', country: 'United Arab Emirates', flag: '🇦🇪' },
  { city: 'Singapore', country: 'Singapore', flag: '🇸🇬' },
  { city: 'Prague', country: 'Czechia', flag: '🇨🇿' },
  { city: 'Vienna', country: 'Austria', flag: '🇦🇹' },
  { city: 'Lisbon', country: 'Portugal', flag: '🇵🇹' },
  { city: 'Copenhagen', country: 'Denmark', flag: '🇩🇰' },
  { city: 'Stockholm', country: 'Sweden', flag: '🇸🇪' },
  { city: 'Oslo', country: 'Norway', flag: '🇳🇴' },
  { city: 'Helsinki', country: 'Finland', flag: '🇫🇮' },
];

/** Cities whose name contains the text, ignoring case; nothing for blank text. */
export function suggestDestinations(text: string): PopularDestination[] {
  const query = text.trim().toLowerCase();
  if (!query) return [];
  return POPULAR_DESTINATIONS.filter((destination) => destination.city.toLowerCase().includes(query));
}
