export type PopularDestination = { city: string; country: string; flag: string };

/** Every city offered somewhere, with its country and flag; the lists below pick from it by name. */
const CITIES: readonly PopularDestination[] = [
  { city: 'Tokyo', country: 'Japan', flag: '🇯🇵' },
  { city: 'Paris', country: 'France', flag: '🇫🇷' },
  { city: 'London', country: 'United Kingdom', flag: '🇬🇧' },
  { city: 'New York', country: 'United States', flag: '🇺🇸' },
  { city: 'New York City', country: 'United States', flag: '🇺🇸' },
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
  { city: 'Dublin', country: 'Ireland', flag: '🇮🇪' },
  { city: 'Copenhagen', country: 'Denmark', flag: '🇩🇰' },
  { city: 'Stockholm', country: 'Sweden', flag: '🇸🇪' },
  { city: 'Oslo', country: 'Norway', flag: '🇳🇴' },
  { city: 'Helsinki', country: 'Finland', flag: '🇫🇮' },
  { city: 'Reykjavik', country: 'Iceland', flag: '🇮🇸' },
  { city: 'Athens', country: 'Greece', flag: '🇬🇷' },
];

const pick = (names: string): PopularDestination[] =>
  names.split(', ').map((name) => {
    const found = CITIES.find((destination) => destination.city === name);
    if (!found) throw new Error(`No popular destination called ${name}`);
    return found;
  });

/** The suggestions offered while typing a trip's destination. */
export const POPULAR_DESTINATIONS: readonly PopularDestination[] = pick(
  'Tokyo, Paris, London, New York, Rome, Manila, Barcelona, Amsterdam, Berlin, Sydney, Bangkok, Istanbul, ' +
    'Dubai, Singapore, Prague, Vienna, Lisbon, Copenhagen, Stockholm, Oslo, Helsinki',
);

/** The 20 destinations offered, with their countries, for a guidebook. */
export const GUIDEBOOK_DESTINATIONS: readonly PopularDestination[] = pick(
  'Tokyo, Paris, New York City, London, Rome, Barcelona, Bangkok, Istanbul, Amsterdam, Prague, Berlin, ' +
    'Vienna, Lisbon, Dublin, Copenhagen, Stockholm, Oslo, Helsinki, Reykjavik, Athens',
);

/** The text a suggestion puts into the field: the city alone, or "City, Country". */
export type DestinationText = 'city' | 'city-and-country';

export function destinationText(destination: PopularDestination, text: DestinationText): string {
  return text === 'city' ? destination.city : `${destination.city}, ${destination.country}`;
}

/**
 * The suggestions whose text contains what was typed, ignoring case. Blank text gives nothing, or, for
 * a picker that offers its whole list, every destination.
 */
export function suggestDestinations(
  typed: string,
  destinations: readonly PopularDestination[] = POPULAR_DESTINATIONS,
  options: { text?: DestinationText; allWhenBlank?: boolean } = {},
): PopularDestination[] {
  const { text = 'city', allWhenBlank = false } = options;
  const query = typed.trim().toLowerCase();
  if (!query) return allWhenBlank ? [...destinations] : [];
  return destinations.filter((destination) =>
    destinationText(destination, text).toLowerCase().includes(query),
  );
}
