// The table of data Tiplist ships or shows (src/shared/data-sources.json), checked against decision 055.
import { isLicenceAllowed } from './licence-rules.mjs';

/**
 * @typedef {{ name: string, url: string, licence: string, licenceUrl: string, packages: string[],
 *   files?: string[], delivery: 'bundled' | 'online', use: string, attribution: string }} DataSource
 */

/**
 * What is wrong with the table: a licence outside the data allow-list, an entry without its attribution
 * or links, or a package named as a source that no longer ships.
 * @param {unknown} table the parsed JSON
 * @param {ReadonlySet<string>} shippedNames the names of the packages that ship
 * @param {ReadonlySet<string>} allowed the data licences of decision 055
 * @param {(file: string) => boolean} [exists] whether a file of the repository is there
 * @returns {string[]}
 */
export function dataSourceProblems(table, shippedNames, allowed, exists = () => true) {
  if (!Array.isArray(table)) return ['src/shared/data-sources.json is not a list of data sources.'];
  return table.flatMap((/** @type {Partial<DataSource>} */ source, index) => {
    const name = source.name || `entry ${index + 1}`;
    /** @type {string[]} */
    const problems = [];
    for (const field of /** @type {const} */ (['name', 'use', 'attribution'])) {
      if (typeof source[field] !== 'string' || source[field].trim() === '') {
        problems.push(`Data source ${name} has no ${field}.`);
      }
    }
    for (const field of /** @type {const} */ (['url', 'licenceUrl'])) {
      if (typeof source[field] !== 'string' || !source[field].startsWith('https://')) {
        problems.push(`Data source ${name} needs an https address in ${field}.`);
      }
    }
    if (source.delivery !== 'bundled' && source.delivery !== 'online') {
      problems.push(`Data source ${name} must say whether it is bundled or fetched online (delivery).`);
    }
    const licence = typeof source.licence === 'string' ? source.licence : '';
    try {
      if (!isLicenceAllowed(licence, allowed)) {
        problems.push(
          `Data source ${name} is under ${licence}, outside the data allow-list of decision 055.`,
        );
      }
    } catch (error) {
      problems.push(`Data source ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
    for (const pkg of source.packages ?? []) {
      if (!shippedNames.has(pkg))
        problems.push(`Data source ${name} names package ${pkg}, which does not ship.`);
    }
    for (const file of source.files ?? []) {
      if (!exists(file)) problems.push(`Data source ${name} names file ${file}, which is not there.`);
    }
    if (source.delivery === 'bundled' && (source.packages ?? []).length + (source.files ?? []).length === 0) {
      problems.push(`Data source ${name} is bundled, so it names the packages or files that carry it.`);
    }
    return problems;
  });
}
