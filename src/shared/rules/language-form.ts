/**
 * Where the language picker's form posts (decision 068): `language`, a tag of LOCALES, or empty for the
 * browser's own languages. It works before any script of the page has run.
 */
export const LANGUAGE_FORM_PATH = '/language';
export const LANGUAGE_FIELD = 'language';
