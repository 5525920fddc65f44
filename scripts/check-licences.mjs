// The licence check of `npm run lint` (decision 055): every package whose code ships, on the server or in
// the web app, is under a licence of the allow-lists, and so is every data source of
// src/shared/data-sources.json. Reads package-lock.json and the sources, so it needs no build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ALLOWED_DATA_LICENCES,
  ALLOWED_SERVER_LICENCES,
  ALLOWED_WEB_LICENCES,
} from './licences/allowed-licences.mjs';
import { dataSourceProblems } from './licences/data-source-rules.mjs';
import { isLicenceAllowed } from './licences/licence-rules.mjs';
import { licenceOf } from './licences/package-licence.mjs';
import { shippedPackages } from './licences/shipped-packages.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { packages, problems } = shippedPackages(root);

for (const shipped of packages) {
  const where = shipped.shippedIn.has('web') ? 'the web app' : 'the server';
  const label = `${shipped.name}@${shipped.version} (${shipped.path}, shipped in ${where})`;
  const licence = licenceOf(root, shipped);
  if ('error' in licence) {
    problems.push(`${label}: ${licence.error}.`);
    continue;
  }
  const allowed = shipped.shippedIn.has('web') ? ALLOWED_WEB_LICENCES : ALLOWED_SERVER_LICENCES;
  const source = licence.from === 'lock' ? '' : ` (read from its ${licence.from})`;
  try {
    if (!isLicenceAllowed(licence.expression, allowed)) {
      problems.push(`${label} is under ${licence.expression}${source}, outside the allow-list for ${where}.`);
    }
  } catch (error) {
    problems.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const dataSources = JSON.parse(readFileSync(path.join(root, 'src/shared/data-sources.json'), 'utf8'));
problems.push(
  ...dataSourceProblems(
    dataSources,
    new Set(packages.map(({ name }) => name)),
    ALLOWED_DATA_LICENCES,
    (file) => existsSync(path.join(root, file)),
  ),
);

if (problems.length > 0) {
  console.error(`Licence check: ${problems.length} problem(s).`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(
    'A licence joins an allow-list only with its reason in docs/decisions/055-* and scripts/licences/allowed-licences.mjs.',
  );
  process.exit(1);
}
console.log(
  `Licence check: ${packages.length} shipped packages and ${dataSources.length} data sources within the allow-lists.`,
);
