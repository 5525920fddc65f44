/**
 * Local ESLint rules for the house rules on imports and file names (see ARCHITECTURE.md, "Layout").
 *
 * - `layers`: the one-way layers (shared ← server, shared ← web; ui/lib ← features ← app), as zones in
 *   eslint.config.js. A library rule (import-x's no-restricted-paths) would do, but its resolver ships
 *   per-platform native packages that not every registry mirror serves, and `npm ci` then refuses the lock.
 * - `feature-boundaries`: "feature <a> may import only these parts of feature <b>, for any b ≠ a".
 *   `no-restricted-paths` has no notion of "another feature than the importer's own", so it would need
 *   one zone per pair of features, kept in sync by hand with the folder list.
 * - `no-cycle`: counts type-only imports (`import type`) too, which the common library rule skips, because
 *   a type loop still ties two modules into one unit.
 * - `feature-cycles` (feature-cycles.js): features import each other one way only.
 * - `kebab-case-filename`: no rule in the installed plugins checks file names.
 *
 * The rules resolve relative specifiers themselves (import-graph.js), so they need no resolver and no
 * type information.
 */
import path from 'node:path';
import {
  importsOnDisk,
  isRelative,
  repoPath,
  resolveRelative,
  specifierVisitors,
  stripScriptExtension,
} from './import-graph.js';
import { featureCycles } from './feature-cycles.js';

const SERVER_FEATURE = /^src\/server\/features\/([^/]+)\/(.+)$/;
const WEB_FEATURE = /^src\/web\/features\/([^/]+)\/(.+)$/;
const ROUTES_FILE = /\.routes$/;
const COMPOSITION_ROOT = 'src/server/app.ts';

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: "Features import only another feature's public parts; only app.ts imports *.routes.ts.",
    },
    schema: [],
    messages: {
      serverInternal:
        'Feature "{{from}}" may import only {{to}}.service.ts and {{to}}.presenter.ts from feature "{{to}}", not "{{target}}".',
      webInternal:
        'Feature "{{from}}" may import only api.ts, components/** and top-level modules of feature "{{to}}", not "{{target}}".',
      routes: 'Only the composition root (src/server/app.ts) registers routes; do not import "{{target}}".',
    },
  },
  create(context) {
    const importer = repoPath(context.physicalFilename);
    const serverFrom = SERVER_FEATURE.exec(importer);
    const webFrom = WEB_FEATURE.exec(importer);
    return specifierVisitors((specifier, node) => {
      if (!isRelative(specifier)) return;
      const target = stripScriptExtension(
        repoPath(path.resolve(path.dirname(context.physicalFilename), specifier)),
      );

      if (ROUTES_FILE.test(target) && target.startsWith('src/') && importer !== COMPOSITION_ROOT) {
        context.report({ node, messageId: 'routes', data: { target } });
        return;
      }
      const serverTo = SERVER_FEATURE.exec(target);
      if (serverFrom && serverTo && serverFrom[1] !== serverTo[1]) {
        const [, to, rest] = serverTo;
        if (rest !== `${to}.service` && rest !== `${to}.presenter`) {
          context.report({ node, messageId: 'serverInternal', data: { from: serverFrom[1], to, target } });
        }
        return;
      }
      const webTo = WEB_FEATURE.exec(target);
      if (webFrom && webTo && webFrom[1] !== webTo[1]) {
        const [, to, rest] = webTo;
        const isPublic = rest === 'api' || rest.startsWith('components/') || !rest.includes('/');
        if (!isPublic)
          context.report({ node, messageId: 'webInternal', data: { from: webFrom[1], to, target } });
      }
    });
  },
};

// ---- layers ---------------------------------------------------------------------------------------

const asList = (value) => (Array.isArray(value) ? value : [value]);
/** Whether `file` is `entry` or lies in it; `src/server/app.ts` matches an import of `./app.js`. */
const isWithin = (file, entry) => {
  const [f, e] = [stripScriptExtension(file), stripScriptExtension(entry)];
  return f === e || f.startsWith(`${e}/`);
};

/**
 * Options: zones `{ target, from, message, except? }`; files in `target` may not import anything in
 * `from`, except the files listed in `except` (each a known debt, named so that no new one joins it).
 */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports run one way between the layers of the code base.' },
    schema: [{ type: 'array', items: { type: 'object' } }],
    messages: { crossing: '"{{specifier}}" crosses a layer: {{message}}' },
  },
  create(context) {
    const importer = repoPath(context.physicalFilename);
    const zones = (context.options[0] ?? []).filter(
      (zone) =>
        asList(zone.target).some((folder) => isWithin(importer, folder)) &&
        !asList(zone.except ?? []).includes(importer),
    );
    if (zones.length === 0) return {};
    return specifierVisitors((specifier, node) => {
      if (!isRelative(specifier)) return;
      const target = repoPath(path.resolve(path.dirname(context.physicalFilename), specifier));
      const zone = zones.find((z) => asList(z.from).some((folder) => isWithin(target, folder)));
      if (zone) context.report({ node, messageId: 'crossing', data: { specifier, message: zone.message } });
    });
  },
};

// ---- no-cycle ---------------------------------------------------------------------------------------

/** A shortest import chain from `start` back to `file`, or null. */
function chainBackTo(file, start) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of importsOnDisk(current)) {
      if (next === file) {
        const chain = [];
        for (let step = current; step !== null; step = previous.get(step)) chain.unshift(step);
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles, counting type-only and dynamic imports.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}. Move what both sides need into a module of its own.' },
  },
  create(context) {
    const file = context.physicalFilename;
    const reported = new Set();
    return specifierVisitors((specifier, node) => {
      if (!isRelative(specifier)) return;
      const target = resolveRelative(file, specifier);
      if (!target || target === file || reported.has(target)) return;
      const chain = chainBackTo(file, target);
      if (!chain) return;
      reported.add(target);
      const names = [file, ...chain, file].map(repoPath).join(' → ');
      context.report({ node, messageId: 'cycle', data: { chain: names } });
    });
  },
};

// ---- kebab-case-filename ----------------------------------------------------------------------------

/** `trip-card.tsx`, `trips.service.ts`, `0001-accounts.ts`, `header-section.test.ts`. */
const KEBAB_FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

const kebabCaseFilename = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case (dots separate roles such as .service or .test).' },
    schema: [],
    messages: { name: 'File name "{{name}}" is not kebab-case (e.g. "trip-card.tsx", "trips.service.ts").' },
  },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.physicalFilename);
        if (!KEBAB_FILE_NAME.test(name)) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

export default {
  meta: { name: 'tiplist-house-rules' },
  rules: {
    layers,
    'feature-boundaries': featureBoundaries,
    'no-cycle': noCycle,
    'feature-cycles': featureCycles,
    'kebab-case-filename': kebabCaseFilename,
  },
};
