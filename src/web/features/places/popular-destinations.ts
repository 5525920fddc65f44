/** The countries of the destinations offered (ISO 3166-1 alpha-2): each has a flag drawn in CountryFlag. */
export type CountryCode =
  | 'AE'
  | 'AT'
  | 'AU'
  | 'CZ'
  | 'DE'
  | 'DK'
  | 'ES'
  | 'FI'
  | 'FR'
  | 'GB'
  | 'GR'
  | 'IE'
  | 'IS'
  | 'IT'
  | 'JP'
  | 'NL'
  | 'NO'
  | 'PH'
  | 'PT'
  | 'SE'
  | 'SG'
  | 'TH'
  | 'TR'
  | 'US';

export type PopularDestination = { city: string; country: string; countryCode: CountryCode };

/** Every city offered somewhere, with its country; the lists below pick from it by name. */
const CITIES: readonly PopularDestination[] = [
  { city: 'Tokyo', country: 'Japan', countryCode: 'JP' },
  { city: 'Paris', country: 'France', countryCode: 'FR' },
  { city: 'London', country: 'United Kingdom', countryCode: 'GB' },
  { city: 'New York', country: 'United States', countryCode: 'US' },
  { city: 'New York City', country: 'United States', countryCode: 'US' },
  { city: 'Rome', country: 'Italy', countryCode: 'IT' },
  { city: 'Manila', country: 'Philippines', countryCode: 'PH' },
  { city: 'Barcelona', country: 'Spain', countryCode: 'ES' },
  { city: 'Amsterdam', country: 'Netherlands', countryCode: 'NL' },
  { city: 'Berlin', country: 'Germany', countryCode: 'DE' },
  { city: 'Sydney', country: 'Australia', countryCode: 'AU' },
  { city: 'Bangkok', country: 'Thailand', countryCode: 'TH' },
  { city: 'Istanbul', country: 'Türkiye', countryCode: 'TR' },
  { city: 'Dubai', country: 'United Arab Emirates', countryCode: 'AE' },
  { city: 'Singapore', country: 'Singapore', countryCode: 'SG' },
  { city: 'Prague', country: 'Czechia', countryCode: 'CZ' },
  { city: 'Vienna', country: 'Austria', countryCode: 'AT' },
  { city: 'Lisbon', country: 'Portugal', countryCode: 'PT' },
  { city: 'Dublin', country: 'Ireland', countryCode: 'IE' },
  { city: 'Copenhagen', country: 'Denmark', countryCode: 'DK' },
  { city: 'Stockholm', country: 'Sweden', countryCode: 'SE' },
  { city: 'Oslo', country: 'Norway', countryCode: 'NO' },
  { city: 'Helsinki', country: 'Finland', countryCode: 'FI' },
  { city: 'Reykjavik', country: 'Iceland', countryCode: 'IS' },
  { city: 'Athens', country: 'Greece', countryCode: 'GR' },
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
