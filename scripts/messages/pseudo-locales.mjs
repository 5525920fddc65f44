/**
 * Pseudo-languages made from English for the tests that catch a text left untranslated or clipped
 * (decision 068): `en-XA` accents every letter and makes each message 40 % longer, between ⟦ and ⟧;
 * `ar-XB` writes English right to left, so a layout that does not mirror shows.
 */
/** @type {Record<string, string>} */
const ACCENTED = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};
const PADDING_WORDS = ['ţŵö', 'ţĥŕéé', 'ƒöûŕ', 'ƒîṽé', 'šîẋ', 'šéṽéñ'];

/** @type {Record<string, { from: string, dir: 'ltr' | 'rtl' }>} */
export const PSEUDO_LOCALES = {
  'en-XA': { from: 'en', dir: 'ltr' },
  'ar-XB': { from: 'en', dir: 'rtl' },
};

/** The letters of a literal run accented, leaving everything else (spaces, digits, marks) as it was. */
export const accent = (/** @type {string} */ text) =>
  text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);

/** Words that lengthen a message of `length` characters by 40 %, rounded up, separated so lines can break. */
/** @param {number} length */
export function padding(length) {
  const wanted = Math.ceil(length * 0.4);
  const words = [];
  let size = 0;
  for (let index = 0; size < wanted; index += 1) {
    const word = PADDING_WORDS[index % PADDING_WORDS.length] ?? '';
    words.push(word);
    size += word.length + 1;
  }
  return words.join(' ');
}

/** A right-to-left run: the text between U+202E (right-to-left override) and U+202C (pop). */
export const rightToLeft = (/** @type {string} */ text) => (text ? `\u202e${text}\u202c` : text);
