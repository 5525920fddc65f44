import type { Category } from '../../../shared/categories.js';
import type { ImportedPlace } from '../../../shared/contracts/imports.js';
import type { NewTip } from '../../../shared/contracts/tips.js';

/** What the owner decided for one place of the file: whether to add it, and in which category. */
export interface ImportChoice {
  include: boolean;
  /** The category picked for the place, or the one its file suggested; null while neither has. */
  category: Category | null;
}

/** Every place is added unless the list has it already; each keeps the category its file suggested. */
export const initialChoices = (places: readonly ImportedPlace[]): ImportChoice[] =>
  places.map((place) => ({ include: !place.duplicate, category: place.category }));

/** The tip a place becomes: its words, and its place when it has a name (with its position when known). */
function tipOf(place: ImportedPlace, category: Category): NewTip {
  return {
    category,
    content: place.content || place.name,
    place: place.name
      ? {
          name: place.name,
          latitude: place.latitude,
          longitude: place.longitude,
          address: place.address,
          placeId: place.place_id,
        }
      : null,
  };
}

/**
 * The tips to add, and how many of the chosen places still have no category: a place without one takes
 * the category chosen for all of them (`fallback`), and none is added while any is left without.
 */
export function tipsToImport(
  places: readonly ImportedPlace[],
  choices: readonly ImportChoice[],
  fallback: Category | null,
): { tips: NewTip[]; withoutCategory: number } {
  const tips: NewTip[] = [];
  let withoutCategory = 0;
  places.forEach((place, index) => {
    const choice = choices[index];
    if (!choice?.include) return;
    const category = choice.category ?? fallback;
    if (category) tips.push(tipOf(place, category));
    else withoutCategory += 1;
  });
  return { tips, withoutCategory };
}
