// The allow-lists of decision 055: what code and data may ship with Tiplist, which is under
// AGPL-3.0-or-later. A licence joins a list with the decision's reason beside it.

/** Licences of code that may be combined with AGPL-3.0 code and shipped with it, in the server or the web app. */
const CODE_LICENCES = [
  // Permissive: they ask for their notice to be kept (dist/web/third-party-licenses.txt keeps it for the
  // web app; each package in node_modules keeps its own on the server).
  'MIT',
  'MIT-0',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  '0BSD',
  'BlueOak-1.0.0',
  // Public-domain dedications.
  'CC0-1.0',
  'Unlicense',
  // Permissive with a patent grant, which the FSF counts compatible with GPL-3.0 and so with AGPL-3.0.
  'Apache-2.0',
  // File-level copyleft: its files stay under it, their source is public in the package, and section 3.3
  // allows a larger work under the GPL family.
  'MPL-2.0',
  // A font (the app's typeface): it may be bundled with any software, so long as it is not sold alone.
  'OFL-1.1',
];

/**
 * Allowed on the server only: sharp's libvips, a native library in packages of its own that the server
 * loads at run time, where a user can replace it as LGPL-3.0 asks. Bundled and minified into the web
 * app, it could not be replaced.
 */
const SERVER_ONLY_LICENCES = ['LGPL-3.0-only', 'LGPL-3.0-or-later'];

/** Code licences allowed for a package that ships in the web app (and perhaps on the server too). */
export const ALLOWED_WEB_LICENCES = new Set(CODE_LICENCES);

/** Code licences allowed for a package that ships on the server alone. */
export const ALLOWED_SERVER_LICENCES = new Set([...CODE_LICENCES, ...SERVER_ONLY_LICENCES]);

/** Licences of data that may ship with Tiplist or be shown on its maps, with the attribution they ask. */
export const ALLOWED_DATA_LICENCES = new Set([
  // GeoNames and OpenMapTiles: credit, a link to the licence, and a note of changes.
  'CC-BY-4.0',
  // OpenStreetMap, drawn by the online map style: credit "© OpenStreetMap contributors".
  'ODbL-1.0',
  // Natural Earth: in the public domain; it asks for, but does not require, a credit.
  'LicenseRef-Public-Domain',
]);
