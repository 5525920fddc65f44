// Writes dist/web/third-party-licenses.txt, served with the app: the data the app ships or shows with its
// attribution (src/shared/data-sources.json), then every package bundled into the web app, found as the
// licence check finds them (scripts/licences/shipped-packages.mjs, decision 055), with its version, licence
// and licence files. MIT, BSD and the like ask for their notices to travel with the code, and minified
// bundles keep none of them. The server's packages keep their own files in node_modules. Run after
// `vite build`, before precompress-assets.mjs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { licenceFilesOf, licenceOf } from './licences/package-licence.mjs';
import { shippedPackages } from './licences/shipped-packages.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const RULE = '='.repeat(78);

/** @type {import('./licences/data-source-rules.mjs').DataSource[]} */
const dataSources = JSON.parse(readFileSync(path.join(root, 'src/shared/data-sources.json'), 'utf8'));
// Builds for other platforms are in the lock but not installed, and so not in the bundle either.
const bundled = shippedPackages(root).packages.filter(
  (shipped) => shipped.shippedIn.has('web') && existsSync(path.join(root, shipped.path, 'package.json')),
);
/** The same package at the same version may be installed in several places: it is listed once. */
const unique = [
  ...new Map(bundled.map((shipped) => [`${shipped.name}@${shipped.version}`, shipped])).values(),
];
unique.sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));

const data = dataSources.map((source) =>
  [
    `${source.name} (${source.url})`,
    `  Licence: ${source.licence} (${source.licenceUrl})`,
    `  ${source.delivery === 'bundled' ? 'Shipped' : 'Fetched online, not shipped'}: ${source.use}`,
    `  Attribution: ${source.attribution}`,
  ].join('\n'),
);

const packages = unique.map((shipped) => {
  const licence = licenceOf(root, shipped);
  const declared = 'error' in licence ? 'no licence declared' : licence.expression;
  const files = licenceFilesOf(root, shipped.path);
  const texts = files.length
    ? files.map(({ file, text }) => `--- ${file}\n\n${text.trim()}`)
    : [`The package ships no licence file; it declares ${declared}.`];
  return [RULE, `${shipped.name} ${shipped.version}: ${declared}`, RULE, '', ...texts].join('\n');
});

const notices = [
  'Third-party software and data in Tiplist',
  '',
  'Tiplist is free software under the GNU Affero General Public License, version 3 or any later',
  'version (AGPL-3.0-or-later); its source and the licence text (LICENSE) come with every copy.',
  'Its web app bundles the packages listed below, each under its own licence, and shows the data',
  'listed first, with the attribution each source asks for.',
  '',
  'DATA',
  '',
  data.join('\n\n'),
  '',
  `PACKAGES BUNDLED INTO THE WEB APP (${unique.length})`,
  '',
  packages.join('\n\n'),
  '',
].join('\n');

const file = path.join(root, 'dist/web/third-party-licenses.txt');
writeFileSync(file, notices);
console.log(
  `dist/web/third-party-licenses.txt: ${dataSources.length} data sources, ${unique.length} packages, ` +
    `${(notices.length / 1000).toFixed(0)} KB.`,
);
